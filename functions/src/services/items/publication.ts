import type { DocumentSnapshot } from "firebase-admin/firestore";
import { isoDate } from "../firestore-values";
import { itemStateOf, publishTimeOf } from "./visibility";

/** The stored fields an item's state is read from, for the projections of cards and indexes. */
export const PUBLICATION_FIELDS = ["status", "publishAt", "createdAt"] as const;

/** What every card says of its item's state (contract publicationShape, without the page's fields). */
export function publicationOf(doc: DocumentSnapshot) {
  const data = { status: doc.get("status"), publishAt: doc.get("publishAt"), createdAt: doc.get("createdAt") };
  return { status: itemStateOf(data), publishedAt: isoDate(publishTimeOf(data)) };
}

/** What an item's page says of its state: as its card, and when it was last edited. */
export const itemPublicationOf = (doc: DocumentSnapshot) => ({
  ...publicationOf(doc),
  updatedAt: isoDate(doc.get("updatedAt") ?? doc.get("createdAt")),
});

/** What only the owner's answer adds: the preview token, and when the item went to the trash. */
export function ownerPublicationOf(doc: DocumentSnapshot) {
  const token = doc.get("previewToken");
  const trashedAt = doc.get("trashedAt");
  return { previewToken: typeof token === "string" ? token : null, trashedAt: trashedAt ? isoDate(trashedAt) : null };
}
