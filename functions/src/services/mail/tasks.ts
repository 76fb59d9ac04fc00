import * as logs from "../../logs";
import type { ItemKind } from "../../contract/item-kinds";
import { scheduledQueue } from "../task-queue";

/**
 * Mail work happens after the answer (DESIGN.md, Work after the answer): the API only queues a task on the
 * `mailTasks` Cloud Tasks queue (index.ts), which the emulators run too, and the task writes the mails.
 */
export const MAIL_TASK_FUNCTION = "mailTasks";

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

const mailQueue = scheduledQueue<MailTask, MailTaskPayload>({
  functionName: MAIL_TASK_FUNCTION,
  payloadOf: (task) => ({ task: JSON.stringify(task) }),
  notQueued: logs.mailTaskNotQueued,
});

/**
 * Queues a mail task now or at `at`. `name` makes the task's id: Cloud Tasks refuses a second task of that id for
 * about an hour, so a retried caller does not queue the same page twice (and if it did, each mail's create() still
 * lets only one through).
 */
export const queueMailTask = (task: MailTask, options: { at?: Date; name?: string } = {}) => mailQueue.queueTask(task, { at: options.at, id: options.name });

/**
 * Queues a mail task for something a person just did, never failing their call (services/task-queue.ts). The
 * announcement sweep queues a missed announcement again.
 */
export const queueMailTaskSafely = (task: MailTask, options: { at?: Date; name?: string } = {}) =>
  mailQueue.queueSafely(task, { at: options.at, id: options.name });

/** A task id Cloud Tasks accepts (letters, digits, hyphens and underscores, at most 500). */
export const taskName = (...parts: string[]) => parts.join("-").replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 500);
