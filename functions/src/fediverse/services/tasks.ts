import * as logs from "../../logs";
import type { ItemKind } from "../../contract/item-kinds";
import { scheduledQueue } from "../../services/task-queue";

/**
 * Federation work happens after the answer (DESIGN.md, Work after the answer): the API only queues a task on the
 * `fediverseTasks` Cloud Tasks queue (index.ts), which the emulators run too, and answers at once. The task
 * function does the work, and the queue retries it with backoff when a server is down, giving up after a bound.
 */
export const FEDIVERSE_TASK_FUNCTION = "fediverseTasks";

export type FediverseTask =
  /** Tell followers what became of an item: Create when it became public, Update on an edit, Delete when it left. */
  | { type: "sync-item"; kind: ItemKind; id: string }
  /** Tell followers the owner's profile changed (Update of the actor), if it differs from what they were told. */
  | { type: "actor-update" }
  /** Deliver the owner's answer to a fediverse comment as a Note in reply to it. */
  | { type: "owner-answer"; kind: ItemKind; id: string; commentId: string }
  /** Deliver the owner's private answer to a private reply (fediverseReplies/{replyId}), to its author alone. */
  | { type: "private-answer"; replyId: string }
  /** Follow Bridgy Fed's bot while the owner bridges to Bluesky, Undo that Follow once they stop (docs/bluesky.md). */
  | { type: "bridge" }
  /**
   * One of Fedify's own queued messages (a fan-out, or one delivery to one inbox), as JSON text: the task payload's
   * decoding reads objects with an "@type" key as typed values, and JSON-LD is full of them.
   */
  | { type: "fedify"; message: string };

const fediverseQueue = scheduledQueue<FediverseTask, FediverseTask>({
  functionName: FEDIVERSE_TASK_FUNCTION,
  payloadOf: (task) => task,
  notQueued: logs.fediverseTaskNotQueued,
});

/** Queues a task, to run now or at `at` (a scheduled item's publish time). */
export const queueFediverseTask = (task: FediverseTask, at?: Date) => fediverseQueue.queueTask(task, { at });

/**
 * Queues a task for a change the owner just made, without ever failing it (services/task-queue.ts). The next edit of
 * the item catches up on one not queued, because a sync compares the item with what followers were last told, not
 * with the edit.
 */
export const queueAfterChange = (task: FediverseTask, at?: Date) => fediverseQueue.queueSafely(task, { at });
