import { readImportJobFile } from "./import-reading";
import { runImportChunk } from "./import-running";
import type { ImportTask, ImportTaskPayload } from "./import-tasks";

/** Runs one task of the importTasks queue (index.ts); a throw makes Cloud Tasks retry it. */
export async function runImportTask(payload: ImportTaskPayload): Promise<void> {
  const task = JSON.parse(payload.task) as ImportTask;
  switch (task.type) {
    case "read":
      return readImportJobFile(task.jobId);
    case "import":
      return runImportChunk(task.jobId, task.chunk);
  }
}
