import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { AUDIT_ACTIONS, AUDIT_AREAS, type AuditAreaName } from "@contract/audit-actions";
import type { AuditEntryView } from "@contract/audit";
import { FormMessage } from "@/components/form-message";
import { OwnerOnly } from "@/components/owner-only";
import { OwnerPageHeader } from "@/components/owner-page-header";
import { usePageMeta } from "@/lib/render/page-meta";
import { auditPageQueryOptions } from "../api/audit-queries";
import "../audit.css";

const AREA_LABELS: Record<AuditAreaName, string> = { content: "Content", moderation: "Moderation", settings: "Settings", security: "Security" };
const LOAD_FAILED = "Could not load the audit log. Please reload the page.";

const when = (iso: string) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" }) : "");

function AuditLog() {
  const areaId = useId();
  const actionId = useId();
  const [area, setArea] = useState<AuditAreaName | "">("");
  const [action, setAction] = useState("");
  // The cursors of the pages before this one, so "Previous page" goes back without the server keeping any state.
  const [cursors, setCursors] = useState<string[]>([]);
  const after = cursors.at(-1);
  const page = useQuery(auditPageQueryOptions({ area: area || undefined, action: action || undefined, after }));
  const actions = area ? AUDIT_ACTIONS[area] : AUDIT_AREAS.flatMap((each) => AUDIT_ACTIONS[each]);

  const chooseArea = (value: AuditAreaName | "") => {
    setArea(value);
    if (value && action && !AUDIT_ACTIONS[value].includes(action)) setAction("");
    setCursors([]);
  };

  return (
    <>
      <form className="audit__filters" onSubmit={(event) => event.preventDefault()} aria-label="Filter the log">
        <label htmlFor={areaId}>Area</label>
        <select id={areaId} value={area} onChange={(event) => chooseArea(event.target.value as AuditAreaName | "")}>
          <option value="">Every area</option>
          {AUDIT_AREAS.map((each) => (
            <option key={each} value={each}>
              {AREA_LABELS[each]}
            </option>
          ))}
        </select>
        <label htmlFor={actionId}>Action</label>
        <select
          id={actionId}
          value={action}
          onChange={(event) => {
            setAction(event.target.value);
            setCursors([]);
          }}
        >
          <option value="">Every action</option>
          {actions.map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
        </select>
      </form>
      {page.isError ? <FormMessage error={page.error instanceof Error ? page.error.message || LOAD_FAILED : LOAD_FAILED} /> : null}
      {!page.data && !page.isError ? (
        <p role="status" className="audit__loading">
          Loading the log...
        </p>
      ) : null}
      {page.data ? <Entries entries={page.data.entries} /> : null}
      <nav className="audit__pages" aria-label="Pages of the log">
        {cursors.length > 0 ? (
          <button type="button" className="button" onClick={() => setCursors((current) => current.slice(0, -1))}>
            Previous page
          </button>
        ) : null}
        {page.data?.nextCursor ? (
          <button type="button" className="button button--primary" disabled={page.isFetching} onClick={() => setCursors((current) => [...current, page.data.nextCursor!])}>
            Next page
          </button>
        ) : null}
      </nav>
    </>
  );
}

function Entries({ entries }: { entries: AuditEntryView[] }) {
  if (entries.length === 0) return <p className="audit__empty">Nothing logged here yet.</p>;
  return (
    <ol className="audit__list" aria-label="Logged actions, newest first">
      {entries.map((entry) => (
        <li className="audit__entry" key={entry.id}>
          <p className="audit__head">
            <span className={`audit__area audit__area--${entry.area}`}>{AREA_LABELS[entry.area]}</span>
            <strong className="audit__action">{entry.action}</strong>
            <time className="audit__time" dateTime={entry.at}>
              {when(entry.at)}
            </time>
          </p>
          <p className="audit__detail">
            {entry.actor ? `@${entry.actor}` : "Unknown caller"}
            {entry.summary ? ` · ${entry.summary}` : ""}
            {entry.target ? ` · ${entry.target}` : ""}
            {entry.address ? ` · network ${entry.address}` : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** The owner's audit log (issue 34): what was done on the site and to its accounts, newest first, 50 a page. */
export function AuditPage() {
  usePageMeta({ title: "Audit log", description: "What was done on the site, newest first." });
  return (
    <OwnerOnly refusal="Only the site owner can open the audit log.">
      <div className="audit">
        <OwnerPageHeader
          title="Audit log"
          intro="Every owner action and security event, newest first, kept for a year. Nobody can edit or remove an entry."
        />
        <AuditLog />
      </div>
    </OwnerOnly>
  );
}
