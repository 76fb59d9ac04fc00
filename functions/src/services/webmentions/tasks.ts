import { getApps, initializeApp } from "firebase-admin/app";
import { getFunctions } from "firebase-admin/functions";
import * as logs from "../../logs";
import type { ItemKind } from "../../contract/item-kinds";

/**
 * Webmentions are checked and sent after the answer (DESIGN.md, Work after the answer): the API queues a task on the
 * `webmentionTasks` queue (index.ts), which the emulators run too, and the task fetches, checks and sends.
 */
export const WEBMENTION_TASK_FUNCTION = "webmentionTasks";
const WEBMENTION_REGION = "us-central1";

export type WebmentionTask =
  /** Check a received mention: fetch its source, and store, change or remove what it says of its target. */
  | { type: "receive"; source: string; target: string }
  /** Send webmentions for an item's links: those of its public body, and those it no longer has. */
  | { type: "send"; kind: ItemKind; id: string };

const queue = () =>
  getFunctions(getApps()[0] ?? initializeApp()).taskQueue<WebmentionTask>(`locations/${WEBMENTION_REGION}/functions/${WEBMENTION_TASK_FUNCTION}`);

/**
 * The emulators' queue runs every task at once, whatever its schedule (as fediverse/services/tasks.ts says): there a
 * send for a scheduled item is held by a timer in this worker until its time instead.
 */
const HOLD_LOCALLY = process.env.FUNCTIONS_EMULATOR === "true";
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export async function queueWebmentionTask(task: WebmentionTask, at?: Date): Promise<void> {
  const delayMs = at ? at.getTime() - Date.now() : 0;
  if (delayMs > 0 && HOLD_LOCALLY) {
    setTimeout(() => void queueWebmentionTaskSafely(task), Math.min(delayMs, LONGEST_TIMER_MS));
    return;
  }
  await queue().enqueue(task, delayMs > 0 ? { scheduleDelaySeconds: Math.ceil(delayMs / 1000) } : {});
}

/**
 * Queues a send after the owner's change without ever failing it: the item is saved, and the next edit sends again,
 * since a send compares the body with what was last sent.
 */
export async function queueWebmentionTaskSafely(task: WebmentionTask, at?: Date): Promise<void> {
  try {
    await queueWebmentionTask(task, at);
  } catch (error) {
    logs.webmentionTaskNotQueued(task, error);
  }
}
