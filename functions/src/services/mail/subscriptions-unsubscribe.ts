import { SUBSCRIPTION_MESSAGES, type MailList } from "../../contract/subscriptions";
import { db } from "../../firebase";
import { DomainError } from "../domain-error";
import { text } from "../firestore-values";
import { unsubscribe } from "./subscriptions-service";
import { parseUnsubscribeToken, tokenMatches, tokenSealed } from "./unsubscribe-tokens";
import { ACCOUNTS } from "../accounts/users-service";

/** What a checked unsubscribe link names: its list, and whether its account still exists. */
export interface CheckedLink {
  list: MailList;
  uid: string;
  accountGone: boolean;
}

/**
 * Checks a link's token against the account's current email, changing nothing. A malformed token is a 400; one that
 * our keys did not sign for this member, list and address is a 403. The seal is checked before the account is read,
 * so a forged link gets the same 403 whether its uid exists or not: no oracle of which uids exist. Only a link our
 * key sealed for a deleted account answers `accountGone` (a v1 link has no seal: gone, it answers like a forgery).
 */
export async function checkUnsubscribeLink(raw: string | undefined): Promise<CheckedLink> {
  if (!raw) throw new DomainError("invalid", SUBSCRIPTION_MESSAGES.missingToken);
  const token = parseUnsubscribeToken(raw);
  if (!token) throw new DomainError("invalid", SUBSCRIPTION_MESSAGES.badToken);
  const sealed = tokenSealed(token);
  if (sealed === false) throw new DomainError("forbidden", SUBSCRIPTION_MESSAGES.badToken);
  const account = await db().collection(ACCOUNTS).doc(token.uid).get();
  if (!account.exists) {
    if (!sealed) throw new DomainError("forbidden", SUBSCRIPTION_MESSAGES.badToken);
    return { list: token.list, uid: token.uid, accountGone: true };
  }
  if (!tokenMatches(token, text(account.get("email")))) throw new DomainError("forbidden", SUBSCRIPTION_MESSAGES.badToken);
  return { list: token.list, uid: token.uid, accountGone: false };
}

/** The one-click unsubscribe: checks the link, then turns its list off (idempotent: a replay changes nothing). */
export async function unsubscribeWithLink(raw: string | undefined): Promise<CheckedLink> {
  const link = await checkUnsubscribeLink(raw);
  if (!link.accountGone) await unsubscribe(link.uid, link.list);
  return link;
}
