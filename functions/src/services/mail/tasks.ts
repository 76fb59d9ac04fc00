import { getApps, initializeApp } from "firebase-admin/app";
import { getFunctions } from "firebase-admin/functions";
import * as logs from "../../logs";
import type { ItemKind } from "../../contract/item-kinds";

/**
 * Mail work happens after the answer (DESIGN.md, Work after the answer): the API only queues a task on the
 * `mailTasks` Cloud Tasks queue (index.ts), which the emulators run too, and the task writes the mails.
 */
export const MAIL_TASK_FUNCTION = "mailTasks";
const MAIL_REGION = "us-central1";

export type MailTask =
  /** An item may have become public: announce it once (services/mail/announcements.ts). */
  | { type: "announce"; kind: ItemKind; id: string }
  /** One page of an announcement's subscribers, after the member id `after` (null: the first page). */
  | { type: "announce-page"; announcementId: string; after: string | null }
  /** A reply was posted under a home comment: maybe tell the comment's author (services/mail/replies.ts). */
  | { type: "reply"; commentId: string; replyId: string };

/** What the queue carries: the task as JSON text, so nothing in it is read as a typed value on the way. */
export interface MailTaskPayload {
  task: string;
}

const queue = () => getFunctions(getApps()[0] ?? initializeApp()).taskQueue<MailTaskPayload>(`locations/${MAIL_REGION}/functions/${MAIL_TASK_FUNCTION}`);

/**
 * The emulators' queue runs every task at once, whatever its schedule: there a task for later waits on a timer in this
 * (long-lived) worker, and is lost if the emulators stop first (the sweep of docs/email.md catches it in production).
 */
const HOLD_LOCALLY = process.env.FUNCTIONS_EMULATOR === "true";
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Queues a mail task now or at `at`. `name` makes the task's id: Cloud Tasks refuses a second task of that id for
 * about an hour, so a retried caller does not queue the same page twice (and if it did, each mail's create() still
 * lets only one through).
 */
export async function queueMailTask(task: MailTask, options: { at?: Date; name?: string } = {}): Promise<void> {
  const delayMs = options.at ? options.at.getTime() - Date.now() : 0;
  if (delayMs > 0 && HOLD_LOCALLY) {
    setTimeout(() => void queueMailTaskSafely(task, { name: options.name }), Math.min(delayMs, LONGEST_TIMER_MS));
    return;
  }
  try {
    await queue().enqueue(
      { task: JSON.stringify(task) },
      { ...(delayMs > 0 ? { scheduleDelaySeconds: Math.ceil(delayMs / 1000) } : {}), ...(options.name ? { id: options.name } : {}) },
    );
  } catch (error) {
    if ((error as { code?: string }).code === "functions/task-already-exists") return;
    throw error;
  }
}

/**
 * Queues a mail task for something a person just did, never failing their call: their change is saved, and a queue
 * that does not answer must not turn it into an error. The announcement sweep queues a missed announcement again.
 */
export async function queueMailTaskSafely(task: MailTask, options: { at?: Date; name?: string } = {}): Promise<void> {
  try {
    await queueMailTask(task, options);
  } catch (error) {
    logs.mailTaskNotQueued(task, error);
  }
}

/** A task id Cloud Tasks accepts (letters, digits, hyphens and underscores, at most 500). */
export const taskName = (...parts: string[]) => parts.join("-").replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 500);
