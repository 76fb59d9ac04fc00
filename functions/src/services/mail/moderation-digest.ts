import { ownerAccount, siteOrigin } from "../../config";
import { db } from "../../firebase";
import { moderationDigestMessage } from "./messages";
import { listMail, MAIL } from "./outbox";
import { unsubscribeLinks } from "./unsubscribe-links";
import { moderationSummary } from "../moderation/moderation-service";
import { ALREADY_EXISTS, subscriptionRef, wantsModerationDigest } from "./subscriptions-service";
import { signUnsubscribeToken } from "./unsubscribe-tokens";
import { findAuthUser } from "../accounts/users-service";

/**
 * The owner's "new items to moderate" digest (docs/email.md): what waits, counted as the moderation summary counts
 * it; nothing is sent when nothing waits or the owner turned it off. The mail's id is the day
 * (mail/moderation-digest_{YYYY-MM-DD}), created once, so a retried or doubled schedule never sends a second one.
 */
export async function sendModerationDigest(now = new Date()): Promise<"sent" | "nothing-waits" | "off" | "no-owner" | "already"> {
  const summary = await moderationSummary();
  if (Object.values(summary).every((count) => count === 0)) return "nothing-waits";
  const owner = await findAuthUser(ownerAccount().email);
  if (!owner?.email) return "no-owner";
  if (!wantsModerationDigest((await subscriptionRef(owner.uid).get()).data())) return "off";
  const origin = siteOrigin();
  const links = unsubscribeLinks(origin, signUnsubscribeToken(owner.uid, "moderation", owner.email));
  const mail = listMail(
    owner.email,
    moderationDigestMessage(summary, `${origin}/moderation`, links.page),
    { id: `moderation.${new URL(origin).hostname}`, unsubscribeUrl: links.oneClick },
    "moderation-digest",
  );
  try {
    await db().collection(MAIL).doc(`moderation-digest_${now.toISOString().slice(0, 10)}`).create(mail);
    return "sent";
  } catch (error) {
    if ((error as { code?: number }).code === ALREADY_EXISTS) return "already";
    throw error;
  }
}
