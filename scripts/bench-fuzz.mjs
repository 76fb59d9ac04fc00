// The fuzzer of tests/api/fuzz.test.ts at length, against the running local site (`npm start` first):
// `npm run bench:fuzz [-- --requests 10000 --seed N]`. Sends the same seeded requests (tests/support/fuzz.ts) one at
// a time through Hosting as a guest, a fresh member and the owner, and prints the answers by status class and the
// time taken. It checks no documents (the test does): its job is the 5xx count and the pace over a long run.
// It works on targets of its own (an item of each kind copied from the seed, a fresh member) and removes them, the
// items it published and the records it wrote afterwards, and puts the owner's profile image and limits back.
import { createHash, randomBytes } from "node:crypto";
import { join } from "node:path";
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { PROJECT_ID, ROOT, SITE_URL, emulatorEnv, readOwnerSettings } from "./lib/config.mjs";
import { loadTypeScript } from "./lib/load-typescript.mjs";
import { DEMO_PASSWORDS } from "./lib/seed-data.mjs";

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const REQUESTS = option("requests", 10_000);
const SEED = option("seed", Date.now() % 1_000_000_000);

Object.assign(process.env, emulatorEnv());
const app = initializeApp({ projectId: PROJECT_ID }, "bench-fuzz");
const db = getFirestore(app);
const auth = getAuth(app);

/** The generator and the router's route list, bundled from TypeScript as the function's own build does. */
async function loadFuzzer() {
  return loadTypeScript(
    "bench-fuzz",
    `export { router } from "./functions/src/api";
export * from "./tests/support/fuzz";
export { ITEM_KINDS, ITEM_KIND_NAMES } from "./functions/src/contract/item-kinds";`,
    {
      external: ["firebase-admin", "firebase-functions", "sharp"],
      alias: {
        "web-renderer": join(ROOT, "web/dist-server/entry-server.js"),
        "web-shell": join(ROOT, "web/dist/app-shell.html"),
        "@contract": join(ROOT, "functions/src/contract"),
      },
      loader: { ".html": "text" },
      banner: { js: 'const __bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
      define: { "import.meta.url": "__bundleUrl" },
      logLevel: "error",
    },
  );
}

const fuzz = await loadFuzzer();
const TAG = fuzz.fuzzTag(SEED);
const digest = (value) => createHash("sha256").update(value).digest("hex");

async function login(email, password) {
  const response = await fetch(`${SITE_URL}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.99.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]).find((pair) => pair.startsWith("__session=") && pair.length > 10);
  if (!cookie) throw new Error(`Login failed for ${email}: ${response.status} ${await response.text()}`);
  return cookie;
}

/** A confirmed member written straight into the emulators, as tests/support/accounts.ts does. */
async function newMember() {
  const username = `b${randomBytes(6).toString("hex")}`;
  const email = `${username}@example.test`;
  const password = "Bench@12345";
  const { uid } = await auth.createUser({ email, password, displayName: "Bench Member", emailVerified: true });
  const batch = db.batch();
  batch.create(db.collection("usernames").doc(username), { uid });
  batch.create(db.collection("users").doc(uid), { name: "Bench Member", username, profileImage: "", followers: 0, following: 0, score: 0, createdAt: FieldValue.serverTimestamp() });
  batch.create(db.collection("accounts").doc(uid), { email, emailConfirmed: true, createdAt: FieldValue.serverTimestamp() });
  await batch.commit();
  return { uid, username, email, password };
}

const owner = readOwnerSettings();
const ownerUid = (await auth.getUserByEmail(owner.email)).uid;
const ownerImage = (await db.collection("users").doc(ownerUid).get()).get("profileImage");
const member = await newMember();
const cookies = { guest: undefined, member: await login(member.email, member.password), owner: await login(owner.email, DEMO_PASSWORDS.owner) };

const items = [];
for (const kind of fuzz.ITEM_KIND_NAMES) {
  const collection = db.collection(fuzz.ITEM_KINDS[kind].collection);
  const [model] = (await collection.orderBy("createdAt").limit(1).get()).docs;
  if (!model) continue;
  const ref = collection.doc();
  await ref.set({ ...model.data(), title: `Bench fuzz ${SEED}`, likeCount: 0, commentCount: 0, searchWords: [] });
  items.push({ kind, ref });
}
const targets = { routes: fuzz.router.list(), ids: items.map((item) => item.ref.id), usernames: [member.username] };

async function clearOwnerLimits() {
  for (const name of ["comments", "reviews", "reports", "contactMessages"]) await db.collection("rateLimits").doc(`community-${name}_${digest(ownerUid)}`).delete();
}

async function cleanUp() {
  for (const { ref } of items) await db.recursiveDelete(ref);
  for (const kind of fuzz.ITEM_KIND_NAMES) {
    const made = await db.collection(fuzz.ITEM_KINDS[kind].collection).where("title", ">=", TAG).where("title", "<", `${TAG}\uf8ff`).get();
    for (const doc of made.docs) await db.recursiveDelete(doc.ref);
  }
  for (const name of ["reviews", "reports", "contactMessages", "homeComments"]) {
    const written = await db.collection(name).where("authorUid", "in", [member.uid, ownerUid]).get();
    const ours = written.docs.filter((doc) => doc.get("authorUid") === member.uid || Object.values(doc.data()).some((value) => typeof value === "string" && value.startsWith(TAG)));
    for (const doc of ours) await db.recursiveDelete(doc.ref);
  }
  await db.collection("users").doc(ownerUid).update({ profileImage: ownerImage });
  await clearOwnerLimits();
}

console.log(`Fuzzing ${SITE_URL} with seed ${SEED} (replay with --seed ${SEED}), ${REQUESTS} requests, ${targets.routes.length} routes`);
const counts = fuzz.newCounts();
const serverErrors = [];
const failures = [];
// The slow-path family (tests/support/fuzz.ts: long runs, backtracking killers, deep nesting, huge arrays) is
// there to find answers that take long: the slowest answer of each body shape is printed.
const slowestByShape = {};
const started = Date.now();
try {
  for (let index = 0; index < REQUESTS; index += 1) {
    const request = fuzz.fuzzRequest(SEED, index, targets);
    try {
      const answer = await fuzz.sendFuzz(SITE_URL, request, cookies[request.role]);
      fuzz.countAnswer(counts, answer.status);
      if (answer.ms > (slowestByShape[request.shape]?.ms ?? -1)) slowestByShape[request.shape] = { ms: Math.round(answer.ms), request: fuzz.describeRequest(request).slice(0, 160) };
      if (answer.status >= 500) serverErrors.push(`${answer.status} ${fuzz.describeRequest(request)} -> ${answer.text.slice(0, 200)}`);
      // The owner is shared with any test running meanwhile: keep their community windows empty.
      if (request.role === "owner" && answer.status < 300 && !["GET", "HEAD", "OPTIONS"].includes(request.method)) await clearOwnerLimits();
      if (request.role !== "guest" && answer.setCookie.some((line) => line.startsWith("__session=;"))) {
        cookies[request.role] = request.role === "owner" ? await login(owner.email, DEMO_PASSWORDS.owner) : await login(member.email, member.password);
      }
    } catch (error) {
      failures.push(`${fuzz.describeRequest(request)}: ${error.message}`);
    }
    if ((index + 1) % 1000 === 0) console.log(`  ${index + 1} requests, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
} finally {
  await cleanUp();
}
const seconds = (Date.now() - started) / 1000;
console.log(`${counts.requests} answers in ${seconds.toFixed(1)} s (${(counts.requests / seconds).toFixed(1)} a second)`);
console.log(`By class: ${JSON.stringify(counts.byClass)}`);
console.log(`By status: ${JSON.stringify(counts.byStatus)}`);
console.log(`5xx: ${serverErrors.length}, no answer: ${failures.length}`);
console.log("Slowest answer by body shape:");
for (const [shape, { ms, request }] of Object.entries(slowestByShape).sort((a, b) => b[1].ms - a[1].ms)) console.log(`  ${shape}: ${ms} ms, ${request}`);
for (const line of [...serverErrors, ...failures]) console.log(line);
process.exit(serverErrors.length + failures.length > 0 ? 1 : 0);
