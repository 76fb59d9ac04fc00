import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { EXPORT_FILES_KEPT, type ExportFormat } from "@contract/export-names";
import type { ExportJob } from "@contract/exports";
import { ApiError } from "@/api/client";
import { exportDownloadAddress } from "@/api/exports";
import { FormMessage } from "@/components/form-message";
import { exportsQueryOptions, isUnderway, useStartExport } from "../api/export-queries";

const START_FAILED = "The export could not be started. Please check your connection and try again.";
const LOAD_FAILED = "Could not load your exports. Please reload the page.";

const FORMAT_LABELS: Record<ExportFormat, string> = { zip: "Everything (zip)", wxr: "WordPress (WXR)" };

/** "1.4 MB", "820 KB": the size a download will have. */
export function describeSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const when = (iso: string) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "");

function DownloadLink({ job }: { job: ExportJob }) {
  return (
    <a className="button button--primary" href={exportDownloadAddress(job.id)} download={job.fileName}>
      {`Download (${describeSize(job.sizeBytes ?? 0)})`}
    </a>
  );
}

/** The export under way: how far it is, from the job the list polls. */
function Progress({ job }: { job: ExportJob }) {
  const { done, total } = job.progress;
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  const text =
    job.status === "queued" || total === 0
      ? `Starting the ${FORMAT_LABELS[job.format]} export...`
      : `Exporting ${FORMAT_LABELS[job.format]}: ${done.toLocaleString()} of ${total.toLocaleString()} (${percent}%)`;
  return (
    <div className="site-transfer__progress">
      <progress className="site-transfer__bar" max={100} value={percent} aria-label="Export progress" />
      <p role="status" className="site-transfer__progress-text">
        {text}
      </p>
    </div>
  );
}

/** What became of the newest export, said plainly. */
function Outcome({ job }: { job: ExportJob }) {
  if (job.status === "failed") return <FormMessage error={job.failure ?? "The export stopped before it was finished. Please try again."} />;
  if (job.status !== "done" || !job.downloadable) return null;
  return (
    <div className="site-transfer__ready">
      <p role="status">{`Your export is ready: ${job.fileName}, ${describeSize(job.sizeBytes ?? 0)}.`}</p>
      <DownloadLink job={job} />
    </div>
  );
}

function statusText(job: ExportJob): string {
  switch (job.status) {
    case "queued":
      return "Waiting to start";
    case "running":
      return "Running";
    case "failed":
      return "Failed";
    case "done":
      return job.downloadable ? `Done, ${describeSize(job.sizeBytes ?? 0)}` : `Done; file removed (only the newest ${EXPORT_FILES_KEPT} are kept)`;
  }
}

function RecentExports({ jobs }: { jobs: ExportJob[] }) {
  if (jobs.length === 0) return <p className="site-transfer__muted">No exports yet.</p>;
  return (
    <ol className="site-transfer__list" aria-label="Recent exports, newest first">
      {jobs.map((job) => (
        <li className="site-transfer__job" key={job.id}>
          <div className="site-transfer__job-text">
            <strong>{FORMAT_LABELS[job.format]}</strong>
            <span className="site-transfer__muted">
              <time dateTime={job.createdAt}>{when(job.createdAt)}</time>
              {` · ${statusText(job)}`}
            </span>
          </div>
          {job.status === "done" && job.downloadable ? <DownloadLink job={job} /> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * The owner's export (issue 36, docs/import-export.md): the whole site as a zip that imports back, or a WordPress
 * file. The work runs on the server after the click; this polls its progress and offers the file once it is there.
 */
export function ExportSection() {
  const headingId = useId();
  const list = useQuery(exportsQueryOptions());
  const start = useStartExport();
  const jobs = list.data?.jobs ?? [];
  const underway = jobs.find(isUnderway);
  const newest = jobs[0];
  const begin = (format: ExportFormat) => start.mutate(format);
  return (
    <section className="site-transfer__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Export</h2>
      <p>
        The zip holds every item in every state with its comments, the reviews, members&apos; public profiles,
        subscription counts, the settings and every media file: JSON, plus one Markdown file per item, readable without
        this site, and it imports back into an empty one. The WordPress file (WXR) carries the items, their featured
        images and comments to WordPress&apos;s importer.
      </p>
      <div className="site-transfer__actions">
        <button type="button" className="button button--primary" disabled={start.isPending || Boolean(underway)} onClick={() => begin("zip")}>
          Export everything (zip)
        </button>
        <button type="button" className="button" disabled={start.isPending || Boolean(underway)} onClick={() => begin("wxr")}>
          Export for WordPress (WXR)
        </button>
      </div>
      {start.isError ? <FormMessage error={start.error instanceof ApiError ? start.error.message : START_FAILED} /> : null}
      {start.isSuccess && underway ? <p className="site-transfer__muted">{start.data.message}</p> : null}
      {/* While a start is on its way, the newest job listed is the one before it: its outcome would mislead. */}
      {underway ? <Progress job={underway} /> : newest && !start.isPending ? <Outcome job={newest} /> : null}
      <h3>Recent exports</h3>
      {list.isError ? <FormMessage error={list.error instanceof ApiError ? list.error.message : LOAD_FAILED} /> : null}
      {list.isPending ? (
        <p role="status" className="site-transfer__muted">
          Loading your exports...
        </p>
      ) : (
        <RecentExports jobs={jobs} />
      )}
    </section>
  );
}
