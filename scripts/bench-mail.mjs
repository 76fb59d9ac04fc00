// Prints the figures of docs/performance.md "New-post mails to 10,000 subscribers" against the local site (`npm start`,
// or a stack this script starts and stops): 10,000 members subscribed to random posts, written with firebase-admin,
// and the owner publishing one random post through PUT /api/random-post/{id}. It measures:
// - the publish call without subscribers and with the 10,000 (the call only queues one task);
// - from the call's start until all 10,000 mail documents exist;
// - how many tasks (pages of MAIL_LIMITS.subscribersPerTask) the fan-out took, and the longest one's duration against
//   the mailTasks function's time-out;
// and checks that each subscriber got exactly one mail. Every fixture is removed at the end.
import { createHash, randomUUID } from "node:crypto";
import { initializeApp } from "firebase-admin/app";
import { FieldPath, getFirestore } from "firebase-admin/firestore";
import { useStack } from "./lib/bench-stack.mjs";
import { BUCKET, PROJECT_ID, emulatorEnv } from "./lib/config.mjs";
import { draftRandomPost, publishRandomPost } from "./lib/bench-random-posts.mjs";
import { ownerSessionCookie } from "./lib/demo-sessions.mjs";
import { markdownTable } from "./lib/stats.mjs";

const SUBSCRIBERS = Number(process.argv[process.argv.indexOf("--subscribers") + 1]) || 10_000;
/** The mailTasks function's timeoutSeconds (functions/src/index.ts). */
const TASK_TIMEOUT_S = 300;
const RUN = randomUUID().slice(0, 8);
const UID_PREFIX = `benchmail${RUN}`;

Object.assign(process.env, emulatorEnv());
const db = getFirestore(initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, "bench-mail"));
const digest = (value) => createHash("sha256").update(value).digest("hex");

async function addSubscribers() {
  const started = performance.now();
  const writer = db.bulkWriter();
  for (let index = 0; index < SUBSCRIBERS; index += 1) {
    const uid = `${UID_PREFIX}${String(index).padStart(5, "0")}`;
    void writer.set(db.collection("accounts").doc(uid), { email: `${uid}@bench.example`, emailConfirmed: true, bench: RUN });
    void writer.set(db.collection("subscriptions").doc(uid), { posts: ["random-post"], replies: false, moderationDigest: true, bench: RUN });
  }
  await writer.close();
  return performance.now() - started;
}

const draftPost = (made) => draftRandomPost(db, `Bench mail ${RUN}`, made);

/** Publishes as the owner does, the day's new-post cap (MAIL_LIMITS.newPostMailsPerDay, site-wide) started afresh. */
async function publish(ref, cookie) {
  await db.collection("rateLimits").doc(`new-post-mails_${digest("site")}`).delete();
  return publishRandomPost(ref, cookie);
}

/** The bench subscribers' mails of one post, counted (one aggregation query). */
async function benchMails(postId) {
  const prefix = `random-post_${postId}_${UID_PREFIX}`;
  const range = db.collection("mail").where(FieldPath.documentId(), ">=", prefix).where(FieldPath.documentId(), "<", `${prefix}\uf8ff`);
  return (await range.count().get()).data().count;
}

async function waitForMails(postId, startedAt, timeoutMs = 20 * 60_000) {
  const until = Date.now() + timeoutMs;
  let count = 0;
  while (Date.now() < until) {
    count = await benchMails(postId);
    if (count >= SUBSCRIBERS) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { count, totalMs: performance.now() - startedAt };
}

/** Waits until each post's announcement has sent its last page. */
async function waitForFinished(refs, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (const ref of refs) {
    const announcement = db.collection("announcements").doc(`random-post_${ref.id}`);
    while (!(await announcement.get()).get("finishedAt") && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Deletes documents in batches of 400, one batch at a time: a 10,000-document bulk delete overruns the emulator's deadline. */
async function deleteAll(refs) {
  for (let at = 0; at < refs.length; at += 400) {
    const batch = db.batch();
    for (const ref of refs.slice(at, at + 400)) batch.delete(ref);
    await batch.commit();
  }
}

const log = (line) => console.log(line);
const stack = await useStack(log);
const made = [];
try {
  const cookie = await ownerSessionCookie();
  // Warm-up: the function workers load once, as a warm deployed instance has them.
  await publish(await draftPost(made), cookie);
  const bare = await publish(await draftPost(made), cookie);
  // Their fan-outs finish before anyone subscribes, so the measured publish is the only one running.
  await waitForFinished(made);
  const writeMs = await addSubscribers();
  log(`Wrote ${SUBSCRIBERS} subscribers (accounts and subscriptions) in ${(writeMs / 1000).toFixed(1)} s`);
  const post = await draftPost(made);
  const call = await publish(post, cookie);
  const fanOut = await waitForMails(post.id, call.started);
  // The last page records itself just after its mails: give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const announcement = (await db.collection("announcements").doc(`random-post_${post.id}`).get()).data() ?? {};
  const oncePerSubscriber = fanOut.count === SUBSCRIBERS;

  console.log("");
  console.log(`Publishing a random post (PUT /api/random-post/{id}) to ${SUBSCRIBERS.toLocaleString("en")} subscribers, through Hosting:`);
  console.log(
    markdownTable(
      ["Figure", "Value"],
      [
        ["Publish call, no subscribers", `${bare.ms.toFixed(0)} ms`],
        [`Publish call, ${SUBSCRIBERS.toLocaleString("en")} subscribers`, `${call.ms.toFixed(0)} ms`],
        ["From the call to the last mail document", `${(fanOut.totalMs / 1000).toFixed(1)} s`],
        ["Mail documents (bench subscribers)", `${fanOut.count.toLocaleString("en")}${oncePerSubscriber ? " (one each)" : " (NOT one each)"}`],
        ["Mails written by the fan-out (all subscribers)", String(announcement.mails ?? "?")],
        ["Page tasks (each up to MAIL_LIMITS.subscribersPerTask), after the one announce task", String(announcement.pages ?? "?")],
        ["Longest task", `${((announcement.longestPageMs ?? NaN) / 1000).toFixed(1)} s of the ${TASK_TIMEOUT_S} s time-out`],
      ],
    ),
  );
  if (!oncePerSubscriber) process.exitCode = 1;
} finally {
  const refs = [];
  for (const name of ["accounts", "subscriptions"]) refs.push(...(await db.collection(name).where("bench", "==", RUN).select().get()).docs.map((doc) => doc.ref));
  for (const ref of made) {
    refs.push(ref, db.collection("announcements").doc(`random-post_${ref.id}`));
    const prefix = `random-post_${ref.id}_`;
    const mails = await db.collection("mail").where(FieldPath.documentId(), ">=", prefix).where(FieldPath.documentId(), "<", `${prefix}\uf8ff`).select().get();
    refs.push(...mails.docs.map((doc) => doc.ref));
  }
  await deleteAll(refs);
  await stack.stop();
}
