import type { DocumentSnapshot } from "firebase-admin/firestore";
import { isoDate } from "./firestore-values";
import { itemStateOf, publishTimeOf } from "./item-visibility";

/** The stored fields an item's state is read from, for the projections of cards and indexes. */
export const PUBLICATION_FIELDS = ["status", "publishAt", "createdAt", "updatedAt"] as const;

/** What every item answer and card says of its state (contract publicationShape). */
export function publicationOf(doc: DocumentSnapshot) {
  const data = { status: doc.get("status"), publishAt: doc.get("publishAt"), createdAt: doc.get("createdAt") };
  return {
    status: itemStateOf(data),
    publishedAt: isoDate(publishTimeOf(data)),
    updatedAt: isoDate(doc.get("updatedAt") ?? doc.get("createdAt")),
  };
}

/** What only the owner's answer adds: the preview token, and when the item went to the trash. */
export function ownerPublicationOf(doc: DocumentSnapshot) {
  const token = doc.get("previewToken");
  const trashedAt = doc.get("trashedAt");
  return { previewToken: typeof token === "string" ? token : null, trashedAt: trashedAt ? isoDate(trashedAt) : null };
}
