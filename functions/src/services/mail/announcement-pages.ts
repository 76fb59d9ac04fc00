import { FieldValue } from "firebase-admin/firestore";
import { siteOrigin } from "../../config";
import type { ItemKind } from "../../contract/item-kinds";
import { MAIL_LIMITS } from "../../contract/limits";
import { db } from "../../firebase";
import { ANNOUNCEMENTS } from "./announcements";
import { text } from "../firestore-values";
import { newPostMessage, type PostNews } from "./messages";
import { listMail, MAIL } from "./outbox";
import { queueMailTask, taskName } from "./tasks";
import { ALREADY_EXISTS, postListOf, subscribersOf } from "./subscriptions-service";
import { signUnsubscribeToken } from "./unsubscribe-tokens";
import { ACCOUNTS } from "../accounts/users-service";
import { unsubscribeLinks } from "./unsubscribe-links";

/**
 * One page of an announcement's fan-out (docs/email.md, "Sending exactly once"): up to subscribersPerTask members who
 * want this kind, read now (so whoever unsubscribed since is not among them), each written one mail with create() at
 * mail/{announcementId}_{uid}, so a retried or doubled task writes nothing twice. Then the next page is queued.
 * Answers how many mails this run wrote.
 */
export async function sendAnnouncementPage(announcementId: string, after: string | null): Promise<number> {
  const origin = siteOrigin();
  const startedAt = performance.now();
  const announcement = db().collection(ANNOUNCEMENTS).doc(announcementId);
  const stored = await announcement.get();
  if (stored.get("state") !== "sending") return 0;
  const news = stored.data() as PostNews & { id: string };
  const pageSize = MAIL_LIMITS.subscribersPerTask;
  const page = await subscribersOf(news.kind as ItemKind, pageSize, after).get();
  const accounts = page.empty ? [] : await db().getAll(...page.docs.map((doc) => db().collection(ACCOUNTS).doc(doc.id)));
  const writer = db().bulkWriter();
  // A mail already written (a retry, a doubled task) fails with ALREADY_EXISTS: that is the gate working, not an error.
  writer.onWriteError((error) => error.code !== ALREADY_EXISTS && error.failedAttempts < 5);
  let written = 0;
  let failed = 0;
  page.docs.forEach((subscriber, index) => {
    const email = text(accounts[index]?.get("email"));
    if (!email || accounts[index]?.get("emailConfirmed") !== true) return;
    const list = postListOf(subscriber.get("posts"), news.kind);
    const links = unsubscribeLinks(origin, signUnsubscribeToken(subscriber.id, list, email));
    const mail = listMail(email, newPostMessage(news, links.page), { id: `new-posts.${new URL(origin).hostname}`, unsubscribeUrl: links.oneClick }, "new-post");
    writer
      .create(db().collection(MAIL).doc(`${announcementId}_${subscriber.id}`), mail)
      .then(() => (written += 1))
      .catch((error: { code?: number }) => {
        if (error.code !== ALREADY_EXISTS) failed += 1;
      });
  });
  await writer.close();
  // The queue retries the task; the mails written this time are skipped then.
  if (failed > 0) throw new Error(`${failed} mails of announcement ${announcementId} could not be written`);
  const last = page.docs.at(-1)?.id;
  if (page.size === pageSize && last) {
    await queueMailTask({ type: "announce-page", announcementId, after: last }, { name: taskName("announce", announcementId, "after", last) });
  }
  const durationMs = Math.round(performance.now() - startedAt);
  await announcement.update({
    pages: FieldValue.increment(1),
    mails: FieldValue.increment(written),
    longestPageMs: Math.max(Number(stored.get("longestPageMs") ?? 0), durationMs),
    ...(page.size < pageSize ? { finishedAt: FieldValue.serverTimestamp() } : {}),
  });
  return written;
}
