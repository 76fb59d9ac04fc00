import { expect } from "vitest";
import type { ImportStatus, ImportTarget } from "@contract/import-job-names";
import type { ImportJob } from "@contract/import-jobs";
import { ITEM_KIND_NAMES, ITEM_KINDS } from "@contract/item-kinds";
import { apiPaths } from "@contract/routes";
import { removeStoredObjects } from "./media";
import { adminDb, callSite, postJson } from "./stack";

// Running the owner's imports from tests (docs/import-export.md): upload, wait for the dry run, start, wait for the
// report; and removing what a job brought in.

export function importForm(bytes: Uint8Array, name: string): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return form;
}

export const uploadImport = (bytes: Uint8Array, name: string, cookie: string) =>
  callSite<{ job: ImportJob }>(apiPaths.imports, { method: "POST", body: importForm(bytes, name), cookie });

/** Asks for the job until it reaches one of `statuses`; the tasks run on the Functions emulator. */
export async function waitForImport(id: string, cookie: string, statuses: ImportStatus[], timeoutMs = 120_000): Promise<ImportJob> {
  const until = Date.now() + timeoutMs;
  let job: ImportJob | undefined;
  while (Date.now() < until) {
    const answer = await callSite<{ job: ImportJob }>(apiPaths.importJob(id), { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    job = answer.body.job;
    if (statuses.includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  throw new Error(`The import ${id} did not reach ${statuses.join(" or ")}: ${JSON.stringify(job)}`);
}

/** Uploads a file and waits for its dry run. */
export async function dryRun(bytes: Uint8Array, name: string, cookie: string): Promise<ImportJob> {
  const uploaded = await uploadImport(bytes, name, cookie);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(202);
  return waitForImport(uploaded.body.job.id, cookie, ["ready", "failed"]);
}

/** Starts a job that is ready and waits for its report. */
export async function runImport(id: string, mapping: Record<string, ImportTarget>, cookie: string): Promise<ImportJob> {
  const started = await postJson<{ job: ImportJob }>(apiPaths.importStart(id), { mapping }, { cookie });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return waitForImport(id, cookie, ["done", "failed"], 300_000);
}

/** The items a job created, by kind. */
export async function importedItems(jobId: string) {
  const found = [];
  for (const kind of ITEM_KIND_NAMES) {
    const snapshot = await adminDb.collection(ITEM_KINDS[kind].collection).where("importedFrom.jobId", "==", jobId).get();
    found.push(...snapshot.docs.map((doc) => ({ kind, id: doc.id, data: doc.data() })));
  }
  return found;
}

/** Removes what a job brought in: its items with their files, its ledger lines and old addresses, the job itself. */
export async function removeImport(jobId: string): Promise<void> {
  for (const item of await importedItems(jobId)) {
    await adminDb.recursiveDelete(adminDb.collection(ITEM_KINDS[item.kind].collection).doc(item.id));
    await removeStoredObjects(`media/${item.kind}/${item.id}/`);
    const links = await adminDb.collection("oldLinks").where("to", "==", `${ITEM_KINDS[item.kind].pagePath}/${item.id}`).get();
    for (const link of links.docs) await link.ref.delete();
  }
  const ledger = await adminDb.collection("importedEntries").where("jobId", "==", jobId).get();
  for (const line of ledger.docs) await line.ref.delete();
  await adminDb.collection("importJobs").doc(jobId).delete();
  await removeStoredObjects(`imports/${jobId}/`);
}
