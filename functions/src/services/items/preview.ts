import { randomBytes } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { db } from "../../firebase";
import { DomainError } from "../domain-error";
import { isPublicItem, itemStateOf } from "./visibility";
import { rotatedMedia, settleMediaTokens } from "../media/media-access";
import { collectionOf, notFound } from "./publishing-service";
import { recordItemAudit } from "./item-audit";

/**
 * The secret preview link of an unpublished item (issue 22): 32 random bytes made for this item alone, stored in
 * its document (which no client reads: firestore.rules), shared with nothing else. Whoever holds the link sees the
 * draft or scheduled page until the owner revokes it or publishes (publishing-service.ts drops the token), and
 * never a trashed item (services/items/visibility.ts canSeeItem).
 */

/** Makes the item's preview token, or answers the one it has, so a link already sent keeps working. */
export async function openPreview(kind: ItemKind, id: string): Promise<string> {
  const ref = collectionOf(kind).doc(id);
  let title: unknown;
  const token = await db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    title = snapshot.get("title");
    if (!snapshot.exists) throw notFound(kind);
    const state = itemStateOf(snapshot.data() ?? {});
    const label = ITEM_KINDS[kind].label;
    if (state === "published") throw new DomainError("conflict", `This ${label} is public: share its own address.`);
    if (state === "trashed") throw new DomainError("conflict", `This ${label} is in the trash. Restore it before sharing it.`);
    const kept = snapshot.get("previewToken");
    if (typeof kept === "string") return kept;
    const token = randomBytes(32).toString("base64url");
    transaction.update(ref, { previewToken: token });
    return token;
  });
  await recordItemAudit("item.preview-open", kind, id, title);
  return token;
}

/**
 * Revokes the item's preview link: whoever holds it now gets a 404, and the URLs of its files they were shown stop
 * working too (media-access.ts), unless the item is public by now.
 */
export async function revokePreview(kind: ItemKind, id: string): Promise<void> {
  const ref = collectionOf(kind).doc(id);
  let title: unknown;
  await db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw notFound(kind);
    const data = snapshot.data() ?? {};
    title = data.title;
    const shared = typeof data.previewToken === "string" && !isPublicItem(data);
    transaction.update(ref, { previewToken: FieldValue.delete(), ...(shared ? rotatedMedia(kind, id, data) : {}) });
  });
  await settleMediaTokens(kind, id);
  await recordItemAudit("item.preview-revoke", kind, id, title);
}
