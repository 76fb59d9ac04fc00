import type { DocumentReference } from "firebase-admin/firestore";
import type { Comment } from "../contract/comments";
import { COMMENTS_PER_ITEM } from "../contract/limits";
import { isoDate, text } from "./firestore-values";
import { DEFAULT_PROFILE_IMAGE } from "../contract/users";

/**
 * Likes and comments live in subcollections of the item (likes/{uid}, comments/{id}), with exact
 * counters on the item itself, so an item document never grows with its popularity.
 */
export const LIKES = "likes";
export const COMMENTS = "comments";

export interface Engagement {
  likedByMe: boolean;
  comments: Comment[];
}

export async function readEngagement(item: DocumentReference, viewerUid: string | null): Promise<Engagement> {
  const [like, comments] = await Promise.all([
    viewerUid ? item.collection(LIKES).doc(viewerUid).get() : Promise.resolve(null),
    item.collection(COMMENTS).orderBy("createdAt", "asc").limit(COMMENTS_PER_ITEM).get(),
  ]);
  return {
    likedByMe: like?.exists ?? false,
    comments: comments.docs.map((doc) => {
      const data = doc.data();
      return {
        _id: doc.id,
        username: text(data.username),
        profileImage: text(data.profileImage) || DEFAULT_PROFILE_IMAGE,
        text: text(data.text),
        createdAt: isoDate(data.createdAt),
      };
    }),
  };
}
