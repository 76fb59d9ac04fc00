import { FieldPath, Timestamp, type DocumentData, type DocumentSnapshot, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { ITEM_KINDS, ITEM_KIND_NAMES, type ItemKind } from "../../contract/item-kinds";
import { auth, db } from "../../firebase";
import { CONTACT_MESSAGES } from "../engagement/contact-service";
import { FOLLOWS } from "../engagement/follows-service";
import { HOME_COMMENTS, REPLIES } from "../engagement/home-comments-service";
import { COMMENTS, LIKES } from "../engagement/likes-and-comments";
import { REPORTS } from "../engagement/reports-service";
import { REVIEWS } from "../engagement/reviews-service";
import { readSubscriptions } from "../mail/subscriptions-service";
import { consume, type Bucket } from "../rate-limits";
import { SESSIONS } from "./sessions-service";
import { USERS } from "./users-service";

/**
 * "Download my data" (issue 36): everything the site keeps that a member made or chose, as one JSON document, so they
 * can read it, keep it, or take it elsewhere (GDPR article 20's portability). Their profile and sign-in email, every
 * comment, reply, review, report and message to the owner they wrote (wherever it is, shown or not), every item they
 * liked, whom they follow and who follows them, their email choices, and their signed-in sessions. Nothing of anybody
 * else's is in it beyond the public username of those they follow or who follow them.
 */

/** Downloads per account and hour: one walks every item for the member's likes, about two reads an item. */
const DOWNLOADS = { limit: 5, windowMs: 60 * 60 * 1000 } as const;

const downloadBucket = (uid: string): Bucket => ({
  name: "my-data",
  subject: uid,
  ...DOWNLOADS,
  message: "You have downloaded your data several times in the last hour. Please try again in {wait}.",
});

/** Records read per page; a member's own records are a few hundred at most, but none is left out. */
const PAGE = 300;

/** A stored value as JSON: dates as ISO strings, the rest as it is. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, plain(each)]));
  return value;
}

const record = (doc: DocumentSnapshot, extra: Record<string, unknown> = {}) => ({ id: doc.id, ...extra, ...(plain(doc.data() ?? {}) as DocumentData) });

/** Every document a query matches, a page at a time, in id order. */
async function everyDoc(query: Query): Promise<QueryDocumentSnapshot[]> {
  const found: QueryDocumentSnapshot[] = [];
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const ordered = query.orderBy(FieldPath.documentId()).limit(PAGE);
    const page = await (last ? ordered.startAfter(last) : ordered).get();
    found.push(...page.docs);
    if (page.size < PAGE) return found;
    last = page.docs.at(-1);
  }
}

const KIND_OF_COLLECTION = new Map<string, ItemKind>(ITEM_KIND_NAMES.map((kind) => [ITEM_KINDS[kind].collection, kind]));

/** Which item a comment or like is under: its kind, id and page. */
function itemOf(doc: DocumentSnapshot, origin: string): { kind: ItemKind; id: string; url: string } | null {
  const item = doc.ref.parent.parent;
  const kind = item ? KIND_OF_COLLECTION.get(item.parent.id) : undefined;
  return item && kind ? { kind, id: item.id, url: `${origin}${ITEM_KINDS[kind].pagePath}/${item.id}` } : null;
}

/** The items the member liked: a like stores nothing to query by, so each item's like record is looked up. */
async function likedItems(uid: string, origin: string) {
  const liked: Array<{ kind: ItemKind; id: string; url: string; likedAt: unknown }> = [];
  for (const kind of ITEM_KIND_NAMES) {
    const items = await everyDoc(db().collection(ITEM_KINDS[kind].collection).select());
    for (let at = 0; at < items.length; at += PAGE) {
      const likes = await db().getAll(...items.slice(at, at + PAGE).map((item) => item.ref.collection(LIKES).doc(uid)));
      for (const like of likes) {
        const item = like.exists ? itemOf(like, origin) : null;
        if (item) liked.push({ ...item, likedAt: plain(like.get("createdAt")) ?? null });
      }
    }
  }
  return liked;
}

/** The usernames of these accounts, in order; a deleted one is null. */
async function usernamesOf(uids: string[]): Promise<Array<string | null>> {
  if (uids.length === 0) return [];
  const profiles = await db().getAll(...uids.map((uid) => db().collection(USERS).doc(uid)));
  return profiles.map((profile) => (typeof profile.get("username") === "string" ? (profile.get("username") as string) : null));
}

async function follows(uid: string) {
  const [made, received] = await Promise.all([
    everyDoc(db().collection(FOLLOWS).where("followerUid", "==", uid)),
    everyDoc(db().collection(FOLLOWS).where("followedUid", "==", uid)),
  ]);
  const [following, followers] = await Promise.all([
    usernamesOf(made.map((doc) => doc.get("followedUid") as string)),
    usernamesOf(received.map((doc) => doc.get("followerUid") as string)),
  ]);
  return {
    following: following.flatMap((username, index) => (username ? [{ username, since: plain(made[index]!.get("createdAt")) ?? null }] : [])),
    followers: followers.flatMap((username, index) => (username ? [{ username, since: plain(received[index]!.get("createdAt")) ?? null }] : [])),
  };
}

/** The member's data, as the download carries it. Limited to a few downloads an hour per account. */
export async function exportMyData(uid: string, origin: string) {
  await consume([downloadBucket(uid)]);
  const by = (query: Query) => everyDoc(query.where("authorUid", "==", uid));
  const [user, profile, comments, homeComments, replies, reviews, reports, messages, liked, follow, emailChoices, sessions] = await Promise.all([
    auth().getUser(uid),
    db().collection(USERS).doc(uid).get(),
    by(db().collectionGroup(COMMENTS)),
    by(db().collection(HOME_COMMENTS)),
    by(db().collectionGroup(REPLIES)),
    by(db().collection(REVIEWS)),
    by(db().collection(REPORTS)),
    by(db().collection(CONTACT_MESSAGES)),
    likedItems(uid, origin),
    follows(uid),
    readSubscriptions(uid),
    everyDoc(db().collection(SESSIONS).where("uid", "==", uid)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    site: origin,
    account: { email: user.email ?? null, emailVerified: user.emailVerified, createdAt: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : null },
    profile: plain(profile.data() ?? {}),
    comments: comments.map((doc) => record(doc, { item: itemOf(doc, origin) })),
    homeComments: homeComments.map((doc) => record(doc)),
    replies: replies.map((doc) => record(doc, { homeComment: doc.ref.parent.parent?.id ?? null })),
    reviews: reviews.map((doc) => record(doc)),
    reports: reports.map((doc) => record(doc)),
    messagesToTheOwner: messages.map((doc) => record(doc)),
    likes: liked,
    ...follow,
    emailChoices,
    // Where the account is signed in: when each session started and was last seen, its browser and network.
    sessions: sessions.map((doc) => ({
      started: plain(doc.get("createdAt")) ?? null,
      lastSeen: plain(doc.get("lastSeenAt")) ?? null,
      userAgent: doc.get("userAgent") ?? null,
      network: doc.get("address") ?? null,
    })),
  };
}

export type MyData = Awaited<ReturnType<typeof exportMyData>>;
