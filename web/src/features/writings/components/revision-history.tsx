import type { WritingKind } from "@contract/item-kinds";
import type { Revision } from "@contract/long-form";
import type { Writing } from "@contract/posts";
import { useQuery } from "@tanstack/react-query";
import { diffLines, diffWords, type ChangeObject } from "diff";
import { useState } from "react";
import { revisionQueryOptions, revisionsQueryOptions, useRestoreRevision } from "../api/long-form-queries";

/** The fields' names as the form labels them. */
const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  category: "Category",
  firstParagraph: "First paragraph",
  secondParagraph: "Second paragraph",
  lastParagraph: "Last paragraph",
  body: "Body",
};

const labelOf = (field: string) => FIELD_LABELS[field] ?? field;
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
const asText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : (value ?? ""));

/** One field's change from the older revision to the newer: removed text struck, added text marked. */
function FieldDiff({ field, older, newer }: { field: string; older: string; newer: string }) {
  // Lines for the body (code and paragraphs), words for the short fields.
  const parts: ChangeObject<string>[] = field === "body" ? diffLines(older, newer) : diffWords(older, newer);
  return (
    <section className="revision-diff__field" aria-label={`Changes to ${labelOf(field).toLowerCase()}`}>
      <h4 className="revision-diff__name">{labelOf(field)}</h4>
      <pre className="revision-diff__text">
        {parts.map((part, index) =>
          part.added ? (
            <ins key={index}>{part.value}</ins>
          ) : part.removed ? (
            <del key={index}>{part.value}</del>
          ) : (
            <span key={index}>{part.value}</span>
          ),
        )}
      </pre>
    </section>
  );
}

/** The differences between two revisions, field by field; the fields that did not change are left out. */
function RevisionDiff({ kind, id, olderId, newerId }: { kind: WritingKind; id: string; olderId: string; newerId: string }) {
  const older = useQuery(revisionQueryOptions(kind, id, olderId));
  const newer = useQuery(revisionQueryOptions(kind, id, newerId));
  if (older.isError || newer.isError) return <p role="alert">These revisions could not be loaded.</p>;
  if (!older.data || !newer.data) return <p role="status">Loading...</p>;
  const fields = fieldsOf(older.data, newer.data).filter((field) => asText(older.data.fields[field]) !== asText(newer.data.fields[field]));
  return (
    <div className="revision-diff">
      {fields.length === 0 ? <p>These two revisions have the same text.</p> : null}
      {fields.map((field) => (
        <FieldDiff key={field} field={field} older={asText(older.data.fields[field])} newer={asText(newer.data.fields[field])} />
      ))}
    </div>
  );
}

const fieldsOf = (a: Revision, b: Revision) => [...new Set([...Object.keys(a.fields), ...Object.keys(b.fields)])];

/**
 * The owner's history of an article or blog (docs/long-form.md): every save, newest first, with what it changed; any
 * two compared as a diff; any one restored, which saves it as a new revision.
 */
export function RevisionHistory({ kind, writing, onRestored }: { kind: WritingKind; writing: Writing; onRestored: () => void }) {
  const id = writing._id;
  const revisions = useQuery(revisionsQueryOptions(kind, id));
  const restore = useRestoreRevision(kind, id);
  const [picked, setPicked] = useState<string[]>([]);
  if (revisions.isError) return <p role="alert">The history could not be loaded.</p>;
  if (!revisions.data) return <p role="status">Loading...</p>;
  const list = revisions.data.revisions;
  if (list.length === 0) return <p>No revision is kept yet: the next save keeps the first.</p>;
  // Two picked, or else the newest two: the older of them on the left of the comparison.
  const compared = (picked.length === 2 ? picked : list.slice(0, 2).map((revision) => revision._id)).slice();
  compared.sort((a, b) => list.findIndex((revision) => revision._id === b) - list.findIndex((revision) => revision._id === a));
  const toggle = (revisionId: string) =>
    setPicked((current) => (current.includes(revisionId) ? current.filter((each) => each !== revisionId) : [...current, revisionId].slice(-2)));

  return (
    <div className="revision-history">
      <ol className="revision-history__list" aria-label="Revisions, newest first">
        {list.map((revision) => (
          <li key={revision._id} className="revision-history__item">
            <label className="revision-history__pick">
              <input type="checkbox" checked={picked.includes(revision._id)} onChange={() => toggle(revision._id)} />
              <span>
                <time dateTime={revision.at}>{when(revision.at)}</time> by {revision.by}
                {revision.restoredFrom ? " (a restore)" : ""}
              </span>
            </label>
            <span className="revision-history__changed">
              {revision.changed.length ? `Changed: ${revision.changed.map(labelOf).join(", ")}` : "No text changed"}
            </span>
            <button
              type="button"
              className="button button--small"
              disabled={restore.isPending}
              onClick={() => void restore.mutateAsync(revision._id).then(onRestored, () => undefined)}
            >
              Restore
            </button>
          </li>
        ))}
      </ol>
      {restore.isError ? <p role="alert">{restore.error.message}</p> : null}
      {compared.length === 2 ? (
        <>
          <h4 className="revision-history__heading">Compare</h4>
          <RevisionDiff kind={kind} id={id} olderId={compared[0]!} newerId={compared[1]!} />
        </>
      ) : null}
    </div>
  );
}
