import * as logs from "../../logs";
import type { ItemKind } from "../../contract/item-kinds";
import { scheduledQueue } from "../task-queue";

/**
 * Webmentions are checked and sent after the answer (DESIGN.md, Work after the answer): the API queues a task on the
 * `webmentionTasks` queue (index.ts), which the emulators run too, and the task fetches, checks and sends.
 */
export const WEBMENTION_TASK_FUNCTION = "webmentionTasks";

export type WebmentionTask =
  /** Check a received mention: fetch its source, and store, change or remove what it says of its target. */
  | { type: "receive"; source: string; target: string }
  /** Send webmentions for an item's links: those of its public body, and those it no longer has. */
  | { type: "send"; kind: ItemKind; id: string };

const webmentionQueue = scheduledQueue<WebmentionTask, WebmentionTask>({
  functionName: WEBMENTION_TASK_FUNCTION,
  payloadOf: (task) => task,
  notQueued: logs.webmentionTaskNotQueued,
});

/** Queues a task, to run now or at `at` (a scheduled item's publish time). */
export const queueWebmentionTask = (task: WebmentionTask, at?: Date) => webmentionQueue.queueTask(task, { at });

/**
 * Queues a send after the owner's change without ever failing it: the item is saved, and the next edit sends again,
 * since a send compares the body with what was last sent.
 */
export const queueWebmentionTaskSafely = (task: WebmentionTask, at?: Date) => webmentionQueue.queueSafely(task, { at });
