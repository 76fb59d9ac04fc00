import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { IMPORT_FILE_MISSING_MESSAGE, IMPORT_FILE_TOO_LARGE_MESSAGE, IMPORT_LIMITS } from "@contract/import-job-names";
import type { ImportJob } from "@contract/import-jobs";
import { ApiError } from "@/api/client";
import { FormMessage } from "@/components/form-message";
import { importJobsQueryOptions, useUploadImport } from "../api/import-queries";
import { ImportJobView } from "./import-job-view";
import "./import-section.css";

const UPLOAD_FAILED = "The file could not be uploaded. Please check your connection and try again.";
const STATUS_WORDS: Record<ImportJob["status"], string> = {
  reading: "reading",
  ready: "waiting for you to start it",
  importing: "importing",
  done: "done",
  failed: "failed",
};

const when = (iso: string) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "");

/**
 * Import (issue 36, docs/import-export.md): a WordPress, Ghost or Markdown export, or this site's own. The file is
 * uploaded and read by a task; its dry run says what will come in before anything does; the owner picks the kinds and
 * starts it, and sees its progress and, at the end, its report.
 */
export function ImportSection() {
  const headingId = useId();
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImport();
  const jobs = useQuery(importJobsQueryOptions());
  const [shown, setShown] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [sent, setSent] = useState(0);
  const current = shown ?? upload.data?.job.id ?? jobs.data?.jobs[0]?.id ?? null;

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setChoiceError(IMPORT_FILE_MISSING_MESSAGE);
    if (file.size > IMPORT_LIMITS.fileBytes) return setChoiceError(IMPORT_FILE_TOO_LARGE_MESSAGE);
    setChoiceError(null);
    setShown(null);
    upload.mutate({ file, options: { onProgress: (fraction) => setSent(Math.round(fraction * 100)) } });
  };

  return (
    <section className="site-transfer__section import-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Import</h2>
      <p>
        Bring in posts from WordPress (Tools → Export), Ghost (Settings → Migrations → Export), a zip of Markdown files
        with front matter (Hugo, Jekyll, Astro), or this site&apos;s own export. Nothing is imported before you have seen
        what will come in, and running the same file again adds nothing twice.
      </p>
      <form className="import-section__upload" onSubmit={send}>
        <label htmlFor={fileId}>Export file (.xml, .json, .zip or .md, at most 30 MB)</label>
        <input
          id={fileId}
          ref={input}
          type="file"
          accept=".xml,.json,.zip,.md,.markdown"
          aria-invalid={choiceError ? true : undefined}
          onChange={() => setChoiceError(null)}
        />
        <button type="submit" className="button" disabled={upload.isPending}>
          {upload.isPending ? `Uploading... ${sent}%` : "Upload and check"}
        </button>
        <FormMessage error={choiceError ?? (upload.isError ? (upload.error instanceof ApiError ? upload.error.message : UPLOAD_FAILED) : null)} />
      </form>
      {current ? <ImportJobView key={current} id={current} /> : null}
      {jobs.data && jobs.data.jobs.length > 1 ? (
        <details className="import-section__history">
          <summary>Earlier imports</summary>
          <ul>
            {jobs.data.jobs.map((job) => (
              <li key={job.id}>
                <button type="button" className="import-section__history-link" onClick={() => setShown(job.id)} aria-current={job.id === current ? "true" : undefined}>
                  {job.fileName}
                </button>{" "}
                {`${when(job.createdAt)}, ${STATUS_WORDS[job.status]}`}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
