import { getApps, initializeApp } from "firebase-admin/app";
import { getFunctions } from "firebase-admin/functions";
import * as logs from "../../logs";
import type { ItemKind } from "../../contract/item-kinds";

/**
 * Federation work happens after the answer (DESIGN.md, Work after the answer): the API only queues a task on the
 * `fediverseTasks` Cloud Tasks queue (index.ts), which the emulators run too, and answers at once. The task
 * function does the work, and the queue retries it with backoff when a server is down, giving up after a bound.
 */
export const FEDIVERSE_TASK_FUNCTION = "fediverseTasks";
export const FEDIVERSE_REGION = "us-central1";

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

const queue = () =>
  getFunctions(getApps()[0] ?? initializeApp()).taskQueue(`locations/${FEDIVERSE_REGION}/functions/${FEDIVERSE_TASK_FUNCTION}`);

/**
 * The emulators' Cloud Tasks queue runs every task at once, whatever its schedule; there a task for later is held
 * by a timer in this (long-lived) worker instead, and lost if the emulators stop first.
 */
const HOLD_LOCALLY = process.env.FUNCTIONS_EMULATOR === "true";
/** The longest a timer can wait (setTimeout's 32-bit bound, about 24.8 days); a later task is checked again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Queues a task, to run now or at `at` (a scheduled item's publish time). */
export async function queueFediverseTask(task: FediverseTask, at?: Date): Promise<void> {
  const delayMs = at ? at.getTime() - Date.now() : 0;
  if (delayMs > 0 && HOLD_LOCALLY) {
    setTimeout(() => void queueAfterChange(task), Math.min(delayMs, LONGEST_TIMER_MS));
    return;
  }
  await queue().enqueue(task, delayMs > 0 ? { scheduleDelaySeconds: Math.ceil(delayMs / 1000) } : {});
}

/**
 * Queues a task for a change the owner just made, without ever failing it: the change is saved, and a queue that
 * does not answer must not turn that into an error. What was not queued is logged, and the next edit of the item
 * catches up, because a sync compares the item with what followers were last told, not with the edit.
 */
export async function queueAfterChange(task: FediverseTask, at?: Date): Promise<void> {
  try {
    await queueFediverseTask(task, at);
  } catch (error) {
    logs.fediverseTaskNotQueued(task, error);
  }
}
