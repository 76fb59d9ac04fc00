import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { IMPORT_TARGETS, type ImportTarget } from "@contract/import-job-names";
import type { DryRun, ImportJob, ImportReport, ImportReportLine } from "@contract/import-jobs";
import { ITEM_KINDS } from "@contract/item-kinds";
import { ApiError } from "@/api/client";
import { FormMessage } from "@/components/form-message";
import { importJobQueryOptions, useResumeImport, useStartImport } from "../api/import-queries";

const RESTORE_SOURCE = "This site's export";
const START_FAILED = "The import could not be started. Please check your connection and try again.";
const RESUME_FAILED = "The import could not be resumed. Please check your connection and try again.";

const targetLabel = (target: ImportTarget) => (target === "skip" ? "Skip" : ITEM_KINDS[target].list.title);
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A list of lines (skipped entries, notes, failures) folded behind its count, with a word when it was cut. */
function Lines({ summary, lines, count }: { summary: string; lines: ImportReportLine[]; count: number }) {
  if (count === 0) return null;
  return (
    <details className="import-job__lines">
      <summary>{summary}</summary>
      <ul>
        {lines.map((line, index) => (
          <li key={index}>
            <strong>{line.title}</strong>: {line.reason}
          </li>
        ))}
      </ul>
      {count > lines.length ? <p>{`And ${count - lines.length} more.`}</p> : null}
    </details>
  );
}

/** The dry run: what will come in, and where each type of entry goes. */
function DryRunForm({ job, dryRun }: { job: ImportJob; dryRun: DryRun }) {
  const formId = useId();
  const start = useStartImport(job.id);
  const restore = job.source === RESTORE_SOURCE;
  const [mapping, setMapping] = useState<Record<string, ImportTarget>>(() =>
    Object.fromEntries(dryRun.types.map((type) => [type.type, type.suggested])),
  );
  const coming = dryRun.types.reduce((sum, type) => sum + (mapping[type.type] === "skip" ? 0 : type.count), 0) - dryRun.alreadyImported;
  return (
    <form
      id={formId}
      className="import-job__dry-run"
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate({ mapping });
      }}
    >
      <p>
        {`Nothing has been imported yet. ${job.source}${job.siteTitle ? ` (${job.siteTitle})` : ""}: ${plural(dryRun.entries, "entry", "entries")}, ${plural(dryRun.comments, "comment")}, ${plural(dryRun.images, "image")}, ${plural(dryRun.oldLinks, "old address", "old addresses")}.`}
      </p>
      {dryRun.alreadyImported > 0 ? (
        <p>{`${plural(dryRun.alreadyImported, "entry was", "entries were")} imported before and will not come in twice.`}</p>
      ) : null}
      <table className="import-job__types">
        <caption>{restore ? "Each item goes back to its own kind." : "Where each type of entry goes"}</caption>
        <thead>
          <tr>
            <th scope="col">In the file</th>
            <th scope="col">Entries</th>
            <th scope="col">Becomes</th>
          </tr>
        </thead>
        <tbody>
          {dryRun.types.map((type) => (
            <tr key={type.type}>
              <th scope="row">{type.type || "(top folder)"}</th>
              <td>{type.count}</td>
              <td>
                {restore ? (
                  targetLabel(type.suggested)
                ) : (
                  <select
                    aria-label={`Import “${type.type || "(top folder)"}” as`}
                    value={mapping[type.type] ?? "skip"}
                    onChange={(event) => setMapping({ ...mapping, [type.type]: event.target.value as ImportTarget })}
                  >
                    {IMPORT_TARGETS.map((target) => (
                      <option key={target} value={target}>
                        {targetLabel(target)}
                      </option>
                    ))}
                  </select>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Lines summary={`${plural(dryRun.skippedCount, "entry", "entries")} will be skipped`} lines={dryRun.skipped} count={dryRun.skippedCount} />
      <Lines summary={`${plural(dryRun.notesCount, "change")} on the way in`} lines={dryRun.notes} count={dryRun.notesCount} />
      <button type="submit" className="button" disabled={start.isPending || coming <= 0}>
        {start.isPending ? "Starting..." : `Import ${plural(Math.max(coming, 0), "entry", "entries")}`}
      </button>
      {start.isError ? <FormMessage error={start.error instanceof ApiError ? start.error.message : START_FAILED} /> : null}
    </form>
  );
}

function createdSentence(report: ImportReport): string {
  const made = Object.entries(report.created).filter(([, count]) => count > 0);
  if (made.length === 0) return "Nothing new was created.";
  return `Created ${made.map(([kind, count]) => `${count} ${count === 1 ? ITEM_KINDS[kind as keyof typeof ITEM_KINDS]?.list.singular ?? kind : ITEM_KINDS[kind as keyof typeof ITEM_KINDS]?.list.plural ?? kind}`).join(", ")}.`;
}

/** The report at the end: what came in, what did not and why. */
function Report({ report }: { report: ImportReport }) {
  return (
    <div className="import-job__report">
      <p role="status">{`Import finished. ${createdSentence(report)}`}</p>
      <ul>
        {report.alreadyImported > 0 ? <li>{`${plural(report.alreadyImported, "entry was", "entries were")} there already, from an earlier import.`}</li> : null}
        {report.skipped > 0 ? <li>{`${plural(report.skipped, "entry was", "entries were")} skipped, as chosen.`}</li> : null}
        <li>{`${plural(report.comments, "comment")} and ${plural(report.images, "image")} came in.`}</li>
        {report.redirects > 0 ? <li>{`${plural(report.redirects, "old address", "old addresses")} now lead to the new pages.`}</li> : null}
      </ul>
      <Lines summary={`${plural(report.failuresCount, "entry", "entries")} could not be imported`} lines={report.failures} count={report.failuresCount} />
      <Lines summary={`${plural(report.imageFailuresCount, "image")} could not be brought in`} lines={report.imageFailures} count={report.imageFailuresCount} />
    </div>
  );
}

/** An import that stopped part-way: what came in stays, and Resume goes on from the first part not done. */
function Stalled({ job }: { job: ImportJob }) {
  const resume = useResumeImport(job.id);
  return (
    <div className="import-job__stalled">
      <p>{`This import stopped after ${job.progress.done} of ${plural(job.progress.total, "entry", "entries")}: nothing has moved for 15 minutes. What came in stays; resuming brings in the rest, and nothing twice.`}</p>
      <button type="button" className="button button--primary" disabled={resume.isPending} onClick={() => resume.mutate()}>
        {resume.isPending ? "Resuming..." : "Resume the import"}
      </button>
      {resume.isError ? <FormMessage error={resume.error instanceof ApiError ? resume.error.message : RESUME_FAILED} /> : null}
    </div>
  );
}

/** One import, as far as it has come: reading, its dry run, its progress, its report, or why it failed. */
export function ImportJobView({ id }: { id: string }) {
  const query = useQuery(importJobQueryOptions(id));
  const job = query.data?.job;
  if (!job) return query.isError ? <FormMessage error="This import could not be loaded. Please reload the page." /> : <p role="status">Loading the import...</p>;
  return (
    <article className="import-job" aria-label={`Import of ${job.fileName}`}>
      <h3 className="import-job__title">{job.fileName}</h3>
      {job.status === "reading" ? <p role="status">{`Reading ${job.fileName}...`}</p> : null}
      {job.status === "ready" && job.dryRun ? <DryRunForm job={job} dryRun={job.dryRun} /> : null}
      {job.stalled ? <Stalled job={job} /> : null}
      {job.status === "importing" && !job.stalled ? (
        <div className="import-job__progress">
          <progress max={Math.max(job.progress.total, 1)} value={job.progress.done} aria-label="Import progress" />
          <p role="status">{`Imported ${job.progress.done} of ${plural(job.progress.total, "entry", "entries")}...`}</p>
        </div>
      ) : null}
      {job.status === "done" && job.report ? <Report report={job.report} /> : null}
      {job.status === "failed" ? <FormMessage error={job.failure} /> : null}
    </article>
  );
}
