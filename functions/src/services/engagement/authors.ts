import { FieldValue } from "firebase-admin/firestore";
import { COMMENTING_DISABLED_MESSAGE } from "../../contract/limits";
import { DEFAULT_PROFILE_IMAGE } from "../../contract/site";
import { DELETED_USERNAME } from "../../contract/users";
import { db } from "../../firebase";
import { DomainError } from "../domain-error";
import { text } from "../firestore-values";
import { COMMENTING_DISABLED, USERS } from "../accounts/users-service";

/**
 * Comments, replies, reviews and reports store who wrote them (`authorUid`) and the username at the time.
 * Answers show the author's current username and profile image, read from users/{uid} in one batch, so a
 * new profile image shows everywhere at once and no email is ever near an answer.
 */
export interface Author {
  username: string;
  profileImage: string;
}

/** Who makes a call, as the services need to know them (the http layer's Viewer fits). */
export interface Caller {
  uid: string;
  isOwner: boolean;
}

/** What a new comment, reply, review or report stores about its author. */
export interface AuthorFields {
  authorUid: string;
  username: string;
  createdAt: FieldValue;
}

/**
 * The fields to store for a record the signed-in user writes now. `comment` for a comment or a reply, which a member
 * whose commenting the owner turned off may not write (read from the same profile, so the check costs no read).
 */
export async function authorFields(uid: string, what: "comment" | "record" = "record"): Promise<AuthorFields> {
  const profile = await db().collection(USERS).doc(uid).get();
  const username = text(profile.get("username"));
  // An account being deleted writes nothing new: its records would outlive it with no one to answer for them.
  if (!username || profile.get("deletingAt")) throw new DomainError("unauthenticated", "Please log in first!");
  if (what === "comment" && profile.get(COMMENTING_DISABLED) === true) throw new DomainError("forbidden", COMMENTING_DISABLED_MESSAGE);
  return { authorUid: uid, username, createdAt: FieldValue.serverTimestamp() };
}

/**
 * The current author of each stored record. A record whose author's profile is gone, or that lost its author's name
 * and uid when the account was deleted (`authorDeleted`, author-unnaming.ts), shows as "deleted user" with the
 * default picture. Only records without an author uid (fediverse replies) fall back to what they stored.
 */
export const resolveAuthors = async (records: Record<string, unknown>[]): Promise<Author[]> =>
  authorsFrom(records, await readAuthorProfiles(records));

/** The users/{uid} documents of the records' authors that still exist, by uid, read in one batch. */
export async function readAuthorProfiles(records: Record<string, unknown>[]): Promise<AuthorProfiles> {
  const uids = [...new Set(records.map((record) => text(record.authorUid)).filter(Boolean))];
  const profiles = uids.length > 0 ? await db().getAll(...uids.map((uid) => db().collection(USERS).doc(uid))) : [];
  return new Map(profiles.filter((profile) => profile.exists).map((profile) => [profile.id, profile.data() ?? {}]));
}

export type AuthorProfiles = Map<string, Record<string, unknown>>;

/** resolveAuthors, from profiles already read. */
export function authorsFrom(records: Record<string, unknown>[], current: AuthorProfiles): Author[] {
  return records.map((record) => {
    const authorUid = text(record.authorUid);
    const profile = current.get(authorUid);
    if ((authorUid && !profile) || record.authorDeleted === true) return { username: DELETED_USERNAME, profileImage: DEFAULT_PROFILE_IMAGE };
    return {
      username: text(profile?.username) || text(record.username),
      profileImage: text(profile?.profileImage) || text(record.profileImage) || DEFAULT_PROFILE_IMAGE,
    };
  });
}

export const COMMENT_NOT_FOUND = "Comment not found.";

/** Only the author of a record, or the owner, may remove it. */
export function assertAuthorOrOwner(record: Record<string, unknown>, viewer: Caller, message: string) {
  if (!viewer.isOwner && text(record.authorUid) !== viewer.uid) throw new DomainError("forbidden", message);
}
