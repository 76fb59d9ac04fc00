import { getApps, initializeApp } from "firebase-admin/app";
import { getFunctions } from "firebase-admin/functions";

/**
 * An import's work runs after the answer (DESIGN.md, Work after the answer), on the `importTasks` queue (index.ts),
 * which the emulators run too: one task reads the file and writes the dry run; then one task per chunk of
 * IMPORT_LIMITS.entriesPerTask entries, each queueing the next, so a 2,000-post site never asks one task for more
 * than its time-out allows.
 */
export const IMPORT_TASK_FUNCTION = "importTasks";

export type ImportTask =
  /** Read the uploaded file, keep its entries in chunks and write the dry run. */
  | { type: "read"; jobId: string }
  /** Import chunk `chunk` of the job's entries. */
  | { type: "import"; jobId: string; chunk: number };

/** What the queue carries: the task as JSON text. */
export interface ImportTaskPayload {
  task: string;
}

const queue = () => getFunctions(getApps()[0] ?? initializeApp()).taskQueue<ImportTaskPayload>(`locations/us-central1/functions/${IMPORT_TASK_FUNCTION}`);

/** Queues a task; its id is derived from what it does, so a retried caller never queues a chunk twice. */
export async function queueImportTask(task: ImportTask): Promise<void> {
  const id = task.type === "read" ? `import-read-${task.jobId}` : `import-${task.jobId}-${task.chunk}`;
  try {
    await queue().enqueue({ task: JSON.stringify(task) }, { id });
  } catch (error) {
    if ((error as { code?: string }).code === "functions/task-already-exists") return;
    throw error;
  }
}
