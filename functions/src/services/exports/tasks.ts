import { getApps, initializeApp } from "firebase-admin/app";
import { getFunctions } from "firebase-admin/functions";

/**
 * An export runs after the answer (DESIGN.md, Work after the answer): the API queues one task on the `exportTasks`
 * queue (index.ts), which the emulators run too, and the task writes the file (export-jobs.ts, runExport).
 */
export const EXPORT_TASK_FUNCTION = "exportTasks";
const EXPORT_REGION = "us-central1";

export interface ExportTaskPayload {
  exportId: string;
}

const queue = () =>
  getFunctions(getApps()[0] ?? initializeApp()).taskQueue<ExportTaskPayload>(`locations/${EXPORT_REGION}/functions/${EXPORT_TASK_FUNCTION}`);

/** Queues the job's one task; its id is the job's, so a repeated call queues nothing twice. */
export async function queueExportTask(exportId: string): Promise<void> {
  try {
    await queue().enqueue({ exportId }, { id: `export-${exportId}` });
  } catch (error) {
    if ((error as { code?: string }).code === "functions/task-already-exists") return;
    throw error;
  }
}
