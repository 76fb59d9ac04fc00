import { siteOrigin } from "../../config";
import { DAY_MS, MAIL_LIMITS } from "../../contract/limits";
import { DELETED_USERNAME } from "../../contract/users";
import { db } from "../../firebase";
import { text } from "../firestore-values";
import { HOME_COMMENTS, REPLIES } from "../engagement/home-comments-service";
import { replyMessage } from "./messages";
import { listMail, MAIL } from "./outbox";
import { unsubscribeLinks } from "./unsubscribe-links";
import { addOne, bucketRef, currentWindow, HOUR_MS, type Bucket } from "../rate-limits";
import { subscriptionRef, wantsReplies } from "./subscriptions-service";
import { signUnsubscribeToken } from "./unsubscribe-tokens";
import { ACCOUNTS } from "../accounts/users-service";

const threadBucket = (uid: string, commentId: string): Bucket => ({
  name: "reply-mail-thread",
  subject: `${uid}:${commentId}`,
  limit: MAIL_LIMITS.replyMailsPerThreadPerHour,
  windowMs: HOUR_MS,
  message: "",
});

const dayBucket = (uid: string): Bucket => ({
  name: "reply-mail-day",
  subject: uid,
  limit: MAIL_LIMITS.replyMailsPerMemberPerDay,
  windowMs: DAY_MS,
  message: "",
});

export type ReplyMailOutcome = "mailed" | "gone" | "own-reply" | "not-wanted" | "capped" | "already";

/**
 * Tells a comment's author about a reply (docs/email.md, "Reply mails"), if they want reply mails, the reply is not
 * their own, and neither the thread's hourly cap nor their daily cap is reached. The caps' counts and the mail
 * (mail/reply_{replyId}) are written in one transaction, so a retried task neither mails twice nor spends a count
 * without a mail.
 */
export async function mailReply(commentId: string, replyId: string): Promise<ReplyMailOutcome> {
  const comment = db().collection(HOME_COMMENTS).doc(commentId);
  const [parent, reply] = await Promise.all([comment.get(), comment.collection(REPLIES).doc(replyId).get()]);
  if (!parent.exists || !reply.exists) return "gone";
  const authorUid = text(parent.get("authorUid"));
  if (!authorUid || authorUid === text(reply.get("authorUid"))) return "own-reply";
  const [subscription, account] = await Promise.all([subscriptionRef(authorUid).get(), db().collection(ACCOUNTS).doc(authorUid).get()]);
  const email = text(account.get("email"));
  if (!wantsReplies(subscription.data()) || !email) return "not-wanted";
  const origin = siteOrigin();
  const links = unsubscribeLinks(origin, signUnsubscribeToken(authorUid, "replies", email));
  const message = replyMessage(
    {
      // A reply whose author deleted the account since has no name left (author-unnaming.ts).
      replier: text(reply.get("username")) || DELETED_USERNAME,
      commentText: text(parent.get("text")),
      replyText: text(reply.get("text")),
      link: `${origin}/`,
    },
    links.page,
  );
  const mailRef = db().collection(MAIL).doc(`reply_${replyId}`);
  const buckets = [threadBucket(authorUid, commentId), dayBucket(authorUid)];
  return db().runTransaction(async (transaction) => {
    const now = Date.now();
    const [mailed, ...caps] = await transaction.getAll(mailRef, ...buckets.map(bucketRef));
    if (mailed!.exists) return "already";
    const windows = caps.map((cap) => currentWindow(cap.data(), now));
    if (buckets.some((bucket, index) => (windows[index]?.count ?? 0) >= bucket.limit)) return "capped";
    buckets.forEach((bucket, index) => addOne(transaction, bucket, windows[index] ?? null, now));
    transaction.create(mailRef, listMail(email, message, { id: `replies.${new URL(origin).hostname}`, unsubscribeUrl: links.oneClick }, "reply"));
    return "mailed";
  });
}
