import { expect } from "vitest";
import { exportApiPath, exportDownloadPath, EXPORTS_API_PATH, type ExportFormat } from "@contract/export-names";
import type { ExportJob } from "@contract/exports";
import { callSite, postJson, siteUrl } from "./stack";

// The owner's export from tests (docs/import-export.md): start it, wait for its task, download the file.

/** Starts an export and answers its file's bytes once its task has written it. */
export async function exportFile(format: ExportFormat, cookie: string, timeoutMs = 300_000): Promise<Uint8Array> {
  const started = await postJson<{ job: ExportJob }>(EXPORTS_API_PATH, { format }, { cookie });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const until = Date.now() + timeoutMs;
  let job = started.body.job;
  while (job.status !== "done") {
    if (job.status === "failed") throw new Error(`The export failed: ${job.failure}`);
    if (Date.now() > until) throw new Error(`The export did not finish: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    job = (await callSite<{ job: ExportJob }>(exportApiPath(job.id), { cookie })).body.job;
  }
  const response = await fetch(`${siteUrl}${exportDownloadPath(job.id)}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}
