import { verifyWebmention } from "./received";
import { sendWebmentions } from "./sent";
import type { WebmentionTask } from "./tasks";

/** Runs one task of the webmentionTasks queue (index.ts); a throw makes Cloud Tasks retry it. */
export async function runWebmentionTask(task: WebmentionTask): Promise<void> {
  if (task.type === "receive") await verifyWebmention(task.source, task.target);
  else if (task.type === "send") await sendWebmentions(task.kind, task.id);
}
