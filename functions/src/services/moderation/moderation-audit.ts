import { recordAudit, recordOwnerAudit } from "../audit/audit-log";
import type { Caller } from "../engagement/authors";
import { text } from "../firestore-values";

/** One moderation decision of the owner's, for the audit log (issue 34). */
export function recordModeration(action: string, target: string, summary = ""): Promise<void> {
  return recordOwnerAudit({ area: "moderation", action, target, summary: summary.slice(0, 200) });
}

/**
 * A comment or reply removed: a moderation decision when the owner removes someone else's; a member removing their
 * own (or the owner their own) decides nothing about anybody and is not logged.
 */
export async function recordCommentRemoval(caller: Caller, removed: Record<string, unknown>, target: string): Promise<void> {
  if (!caller.isOwner || text(removed.authorUid) === caller.uid) return;
  await recordAudit({ area: "moderation", action: "comment.delete", actorUid: caller.uid, target, summary: text(removed.text).slice(0, 200) });
}
