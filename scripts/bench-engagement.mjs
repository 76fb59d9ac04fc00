// Prints the figures of docs/community.md against the running local site (`npm start` first): the answer
// size and load time of an item with 100,000 likes and 10,000 comments (from 200 different members), next
// to the same item with none, measured in one run through Hosting, as a guest and as a member who likes it.
// Everything it creates is deleted again.
import { initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { PROJECT_ID, SITE_URL, emulatorEnv, readOwnerSettings } from "./lib/config.mjs";
import { DEMO_PASSWORDS } from "./lib/seed-data.mjs";

const LIKES = 100_000;
const COMMENTS = 10_000;
const AUTHORS = 200;
const ROUNDS = 25;

Object.assign(process.env, emulatorEnv());
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, "bench-engagement"));
const owner = readOwnerSettings();

async function ownerSession() {
  const response = await fetch(`${SITE_URL}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: owner.email, password: DEMO_PASSWORDS.owner }),
  });
  if (!response.ok) throw new Error(`Owner login failed (${response.status}): is \`npm start\` running?`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]).find((pair) => pair.startsWith("__session="));
  const profile = await (await fetch(`${SITE_URL}/api/profile`, { headers: { Cookie: cookie } })).json();
  return { cookie, uid: profile.user._id };
}

/** Two copies of the oldest blog: one stays empty, the other gets the likes and comments. */
async function copyBlog(title) {
  const [model] = (await db.collection("blogs").orderBy("createdAt").limit(1).get()).docs;
  if (!model) throw new Error("No blog to copy: is the demo content loaded?");
  const ref = db.collection("blogs").doc();
  await ref.set({ ...model.data(), title, likeCount: 0, commentCount: 0 });
  return ref;
}

async function fill(item, likerUid) {
  const writer = db.bulkWriter();
  const started = Date.now();
  const authors = Array.from({ length: AUTHORS }, (_, index) => `bench-author-${index}`);
  for (const [index, uid] of authors.entries()) {
    void writer.set(db.collection("users").doc(uid), { name: `Bench ${index}`, username: `bench${index}`, profileImage: "" });
  }
  for (let index = 0; index < LIKES; index += 1) {
    void writer.create(item.collection("likes").doc(index === 0 ? likerUid : `bench-fan-${index}`), { createdAt: Timestamp.now() });
  }
  const start = Date.UTC(2026, 0, 1);
  for (let index = 0; index < COMMENTS; index += 1) {
    void writer.create(item.collection("comments").doc(), {
      authorUid: authors[index % AUTHORS],
      username: `bench${index % AUTHORS}`,
      text: `Comment number ${index}: ${"a thoughtful remark ".repeat(4)}`,
      createdAt: Timestamp.fromMillis(start + index * 1000),
    });
  }
  await writer.close();
  await item.update({ likeCount: LIKES, commentCount: COMMENTS });
  console.log(`Wrote ${LIKES} likes and ${COMMENTS} comments in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return authors;
}

async function timeLoads(id, cookie) {
  const load = async () => {
    const response = await fetch(`${SITE_URL}/api/blogs/${id}`, { headers: cookie ? { Cookie: cookie } : {} });
    if (!response.ok) throw new Error(`GET failed: ${response.status}`);
    return (await response.arrayBuffer()).byteLength;
  };
  let bytes = await load();
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    bytes = await load();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { bytes, median: times[Math.floor(ROUNDS / 2)], p90: times[Math.floor(ROUNDS * 0.9)] };
}

const { cookie, uid } = await ownerSession();
const empty = await copyBlog("Benchmark: an empty item");
const popular = await copyBlog("Benchmark: 100k likes and 10k comments");
let authors = [];
try {
  authors = await fill(popular, uid);
  const rows = [];
  for (const [label, ref] of [["empty item", empty], ["100k likes, 10k comments", popular]]) {
    for (const [viewer, session] of [["guest", undefined], ["member", cookie]]) {
      const { bytes, median, p90 } = await timeLoads(ref.id, session);
      rows.push({ item: label, viewer, "answer (bytes)": bytes, "median (ms)": median.toFixed(1), "p90 (ms)": p90.toFixed(1) });
    }
  }
  console.log(`GET /api/blogs/{id} through Hosting, ${ROUNDS} rounds each after one warm-up round:`);
  console.table(rows);
} finally {
  await Promise.all([db.recursiveDelete(empty), db.recursiveDelete(popular)]);
  await Promise.all(authors.map((author) => db.collection("users").doc(author).delete()));
}
