import type { DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../firebase";
import { readEngagement, type Engagement } from "./engagement-service";

/** The item read every published kind (projects, articles, blogs, posts) shares; each kind maps its own fields. Lists are in item-lists.ts. */
type ToSummary<Summary> = (doc: DocumentSnapshot) => Summary;

/** One item with its likes and comments for the viewer, read together; null when it does not exist. */
export async function getWithEngagement<Summary>(
  collection: string,
  id: string,
  viewerUid: string | null,
  toSummary: ToSummary<Summary>,
): Promise<(Summary & Engagement) | null> {
  const ref = db().collection(collection).doc(id);
  const [doc, engagement] = await Promise.all([ref.get(), readEngagement(ref, viewerUid)]);
  if (!doc.exists) return null;
  return { ...toSummary(doc), ...engagement };
}
