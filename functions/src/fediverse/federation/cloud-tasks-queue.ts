import type { MessageQueue, MessageQueueEnqueueOptions } from "@fedify/fedify";
import { queueFediverseTask } from "../services/tasks";

/**
 * Fedify's message queue on Cloud Tasks: each message (a fan-out to the followers, or one delivery to one
 * inbox) becomes a task of the fediverseTasks queue, which the function runs with `processQueuedTask`.
 * `nativeRetrial`: a failed delivery throws, and Cloud Tasks retries it with the queue's backoff and gives it up
 * after the queue's bound (index.ts), instead of Fedify queueing copies of it.
 * Fedify never listens: Cloud Tasks pushes every task to the function (manuallyStartQueue in federation.ts).
 */
export class CloudTasksQueue implements MessageQueue {
  readonly nativeRetrial = true;

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    const delayMs = options?.delay?.total("millisecond") ?? 0;
    await queueFediverseTask({ type: "fedify", message: JSON.stringify(message) }, delayMs > 0 ? new Date(Date.now() + delayMs) : undefined);
  }

  /** A fan-out queues one delivery per inbox: a few at a time, so a thousand inboxes do not open a thousand sockets. */
  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    const pending = [...messages];
    const worker = async () => {
      for (let message = pending.shift(); message !== undefined; message = pending.shift()) await this.enqueue(message, options);
    };
    await Promise.all(Array.from({ length: Math.min(10, pending.length) }, worker));
  }

  listen(): Promise<void> {
    return Promise.reject(new Error("Cloud Tasks pushes each task to the fediverseTasks function; nothing listens."));
  }
}
