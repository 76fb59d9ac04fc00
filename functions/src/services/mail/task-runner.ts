import * as logs from "../../logs";
import { announceItem } from "./announcements";
import { sendAnnouncementPage } from "./announcement-pages";
import { mailReply } from "./replies";
import type { MailTask, MailTaskPayload } from "./tasks";

/** Runs one task of the mailTasks queue (index.ts). */
export async function runMailTask(payload: MailTaskPayload): Promise<void> {
  const task = JSON.parse(payload.task) as MailTask;
  switch (task.type) {
    case "announce": {
      const outcome = await announceItem(task.kind, task.id);
      logs.announced(task.kind, task.id, outcome);
      return;
    }
    case "announce-page": {
      const mails = await sendAnnouncementPage(task.announcementId, task.after);
      logs.announcementPageSent(task.announcementId, task.after, mails);
      return;
    }
    case "reply": {
      const outcome = await mailReply(task.commentId, task.replyId);
      logs.replyMailed(task.commentId, outcome);
      return;
    }
  }
}
