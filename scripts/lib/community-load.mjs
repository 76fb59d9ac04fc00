// "A page full of community" (issue 21): 50 home comments of 20 replies each and 100 approved reviews on the home page,
// and 50 comments on one item, written into the local stack's Firestore with firebase-admin in the shapes the
// services read (docs/community.md, "How it is stored"; tests/support/community-fixtures.ts), counters included.
// The home page is everybody's, so what is added is removed again, exactly: the ids are written to a journal file
// before the documents, and a run that was stopped half-way has its leftovers removed by the next one.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getApps, initializeApp } from "firebase-admin/app";
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import { DATA_DIR, PROJECT_ID, SITE_URL, emulatorEnv } from "./config.mjs";
import { DEMO_MEMBERS, DEMO_PASSWORDS } from "./seed-data.mjs";

export const COMMUNITY_LOAD = { homeComments: 50, repliesEach: 20, reviews: 100, itemComments: 50 };

const JOURNAL = join(DATA_DIR, "bench-community-load.json");
const APP_NAME = "bench-community-load";
// Firestore takes at most 500 writes in a batch.
const BATCH_SIZE = 400;

function database() {
  Object.assign(process.env, emulatorEnv());
  const app = getApps().find((each) => each.name === APP_NAME) ?? initializeApp({ projectId: PROJECT_ID }, APP_NAME);
  return getFirestore(app);
}

// Texts of ordinary lengths (30 to 200 characters), so a page renders what a busy thread would show.
const SENTENCES = [
  "Great write-up, thanks for sharing.",
  "I tried this on my own project and it cut the load time in half.",
  "Could you say more about how the counters stay exact when two people like at once?",
  "The demo works nicely on my phone, even on a slow train connection.",
  "Bookmarked for later.",
  "One question: does this still hold with a few thousand items in the list?",
  "Lovely design, and the dark images read well now.",
  "I disagree a little with the last point, but the rest is spot on.",
];
const textOf = (index) =>
  [SENTENCES[index % SENTENCES.length], SENTENCES[(index * 3 + 1) % SENTENCES.length], SENTENCES[(index * 5 + 2) % SENTENCES.length]]
    .slice(0, 1 + (index % 3))
    .join(" ");

/** The demo members (scripts/seed-data.mjs) as authors: their uid and username, as the API stores them. */
async function demoAuthors(db) {
  const refs = DEMO_MEMBERS.map((member) => db.collection("usernames").doc(member.username));
  const found = (await db.getAll(...refs)).filter((doc) => doc.exists);
  if (found.length === 0) throw new Error("The database has none of the demo members: start the stack with the demo content (--fresh).");
  return found.map((doc) => ({ authorUid: doc.get("uid"), username: doc.id }));
}

async function commitInBatches(db, writes) {
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + BATCH_SIZE)) write(batch);
    await batch.commit();
  }
}

/**
 * Adds the load: home comments newest of all (so the home page's 50 are these), their replies oldest first after
 * them, the newest 100 approved reviews, and `itemComments` comments on `item` ({collection, id}) with its
 * commentCount moved by as many. Answers the journal that removeCommunityLoad takes.
 */
export async function addCommunityLoad(item) {
  const db = database();
  await removeLeftoverCommunityLoad();
  const authors = await demoAuthors(db);
  const by = (index) => authors[index % authors.length];
  const now = Date.now();
  const at = (msAgo) => Timestamp.fromMillis(now - msAgo);

  const homeComments = Array.from({ length: COMMUNITY_LOAD.homeComments }, () => db.collection("homeComments").doc());
  const replies = homeComments.map((comment) =>
    Array.from({ length: COMMUNITY_LOAD.repliesEach }, () => comment.collection("replies").doc()),
  );
  const reviews = Array.from({ length: COMMUNITY_LOAD.reviews }, () => db.collection("reviews").doc());
  const itemRef = db.collection(item.collection).doc(item.id);
  const itemComments = Array.from({ length: COMMUNITY_LOAD.itemComments }, () => itemRef.collection("comments").doc());
  const journal = {
    homeComments: homeComments.map((ref) => ref.path),
    replies: replies.flat().map((ref) => ref.path),
    reviews: reviews.map((ref) => ref.path),
    item: itemRef.path,
    itemComments: itemComments.map((ref) => ref.path),
  };
  // Written before the documents: a run stopped between the two still knows what to remove.
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(JOURNAL, JSON.stringify(journal));

  const HOUR = 3_600_000;
  const writes = [];
  homeComments.forEach((ref, index) => {
    writes.push((batch) =>
      batch.create(ref, { ...by(index), text: textOf(index), replyCount: COMMUNITY_LOAD.repliesEach, createdAt: at(index * HOUR) }),
    );
    replies[index].forEach((reply, replyIndex) => {
      const minutesAfter = (replyIndex + 1) * 60_000;
      writes.push((batch) => batch.create(reply, { ...by(index + replyIndex + 1), text: textOf(index + replyIndex), createdAt: at(index * HOUR - minutesAfter) }));
    });
  });
  reviews.forEach((ref, index) => {
    writes.push((batch) =>
      batch.create(ref, { ...by(index), rating: 3 + (index % 3), text: textOf(index), status: "approved", createdAt: at(index * HOUR) }),
    );
  });
  await commitInBatches(db, writes);
  // The item's comments and its counter in one batch, as the API counts them: both are there or neither is.
  const itemBatch = db.batch();
  itemComments.forEach((ref, index) => {
    itemBatch.create(ref, { ...by(index), text: textOf(index), createdAt: at((COMMUNITY_LOAD.itemComments - index) * 60_000) });
  });
  itemBatch.update(itemRef, { commentCount: FieldValue.increment(itemComments.length) });
  await itemBatch.commit();
  return journal;
}

/** Removes exactly what addCommunityLoad added, and moves the item's counter back by the comments it removes. */
export async function removeCommunityLoad(journal) {
  const db = database();
  const doc = (path) => db.doc(path);
  const writes = [...journal.replies, ...journal.homeComments, ...journal.reviews].map((path) => (batch) => batch.delete(doc(path)));
  await commitInBatches(db, writes);
  const present = (await db.getAll(...journal.itemComments.map(doc))).filter((snapshot) => snapshot.exists);
  if (present.length > 0) {
    const batch = db.batch();
    for (const comment of present) batch.delete(comment.ref);
    batch.update(doc(journal.item), { commentCount: FieldValue.increment(-present.length) });
    await batch.commit();
  }
  rmSync(JOURNAL, { force: true });
}

/** A run stopped before its clean-up left its journal behind: remove what it names. */
export async function removeLeftoverCommunityLoad() {
  if (!existsSync(JOURNAL)) return false;
  await removeCommunityLoad(JSON.parse(readFileSync(JOURNAL, "utf8")));
  return true;
}

/** A demo member's session cookie: a signed-in viewer's lists are read afresh, never from the function's copy. */
export async function memberCookie() {
  const response = await fetch(`${SITE_URL}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE_URL },
    body: JSON.stringify({ email: DEMO_MEMBERS[0].email, password: DEMO_PASSWORDS.member }),
  });
  if (!response.ok) throw new Error(`The demo member's login answered ${response.status}: is the demo content loaded?`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]).find((pair) => pair.startsWith("__session="));
  if (!cookie) throw new Error("The login set no session cookie.");
  return cookie;
}
