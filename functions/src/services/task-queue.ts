import { getApps, initializeApp } from "firebase-admin/app";
import { getFunctions } from "firebase-admin/functions";

/**
 * A Cloud Tasks queue of one task function (DESIGN.md, Work after the answer): the API queues a task and answers at
 * once, and the task function does the work, the queue retrying it with backoff.
 *
 * The emulators' queue runs every task at once, whatever its schedule: there a task for later waits on a timer in this
 * (long-lived) worker instead, and is lost if the emulators stop first. A timer waits at most setTimeout's 32-bit
 * bound, about 24.8 days; a later task is checked again then.
 */
const HOLD_LOCALLY = process.env.FUNCTIONS_EMULATOR === "true";
const LONGEST_TIMER_MS = 2 ** 31 - 1;
const REGION = "us-central1";

export interface QueueOptions {
  /** When the task should run; now when absent or past. */
  at?: Date;
  /** The task's id: Cloud Tasks takes one task of an id (for about an hour), so a retried caller queues it once. */
  id?: string;
}

export function scheduledQueue<Task, Payload>(options: {
  functionName: string;
  /** What the queue carries for a task. */
  payloadOf: (task: Task) => Payload;
  /** Logs a task that could not be queued by `queueSafely`. */
  notQueued: (task: Task, error: unknown) => void;
}) {
  const queue = () => getFunctions(getApps()[0] ?? initializeApp()).taskQueue<Payload>(`locations/${REGION}/functions/${options.functionName}`);

  /** Queues a task, to run now or at `at`; a throw means it was not queued. */
  async function queueTask(task: Task, { at, id }: QueueOptions = {}): Promise<void> {
    const delayMs = at ? at.getTime() - Date.now() : 0;
    if (delayMs > 0 && HOLD_LOCALLY) {
      setTimeout(() => void queueSafely(task, { id }), Math.min(delayMs, LONGEST_TIMER_MS));
      return;
    }
    try {
      await queue().enqueue(options.payloadOf(task), { ...(delayMs > 0 ? { scheduleDelaySeconds: Math.ceil(delayMs / 1000) } : {}), ...(id ? { id } : {}) });
    } catch (error) {
      if (id && (error as { code?: string }).code === "functions/task-already-exists") return;
      throw error;
    }
  }

  /**
   * Queues a task for a change somebody just made, without ever failing their call: the change is saved, and a queue
   * that does not answer must not turn it into an error. What was not queued is logged; each queue's own sweep or next
   * change catches up.
   */
  async function queueSafely(task: Task, queueOptions: QueueOptions = {}): Promise<void> {
    try {
      await queueTask(task, queueOptions);
    } catch (error) {
      options.notQueued(task, error);
    }
  }

  return { queueTask, queueSafely };
}
