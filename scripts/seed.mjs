// Loads the demo content into an empty local database (never a real project: the ids are demo-).
import { randomUUID } from "node:crypto";
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { BUCKET, EMULATORS, PROJECT_ID, emulatorEnv, readOwnerSettings } from "./lib/config.mjs";
import { loadTypeScript } from "./lib/load-typescript.mjs";
import { avatarSvg } from "./lib/seed-art.mjs";
import { demoStatsDays } from "./lib/seed-stats.mjs";
import { CONTACT_MESSAGES, DEMO_MEMBERS, DEMO_PASSWORDS, HOME_COMMENTS, REPORTS, REVIEWS } from "./lib/seed-data.mjs";

Object.assign(process.env, emulatorEnv());
const app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, "seed");
const db = getFirestore(app);
const auth = getAuth(app);
const bucket = getStorage(app).bucket();

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days) => Timestamp.fromMillis(Date.now() - days * DAY);

/** Saves an avatar SVG under media/seed/ and answers its Firebase download URL on the Storage emulator. */
async function uploadSvg(name, svg) {
  const path = `media/seed/${name}.svg`;
  const token = randomUUID();
  await bucket.file(path).save(Buffer.from(svg), {
    contentType: "image/svg+xml",
    metadata: { cacheControl: "public, max-age=31536000", metadata: { firebaseStorageDownloadTokens: token } },
  });
  return `http://${EMULATORS.storage.hostPort}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

async function createAccount({ name, username, email, password, hue, owner }) {
  const user = await auth.createUser({ email, password, displayName: name, emailVerified: true });
  if (owner) await auth.setCustomUserClaims(user.uid, { owner: true });
  const profileImage = await uploadSvg(`avatar-${username}`, avatarSvg(name, hue));
  const batch = db.batch();
  batch.set(db.collection("users").doc(user.uid), {
    name, username, profileImage, followers: 0, following: 0, score: 0, createdAt: daysAgo(120),
  });
  batch.set(db.collection("usernames").doc(username), { uid: user.uid });
  batch.set(db.collection("accounts").doc(user.uid), { email, emailConfirmed: true, createdAt: daysAgo(120) });
  await batch.commit();
  return { uid: user.uid, username, profileImage };
}

// Community records keep their author's uid and username; answers join the current profile image.
const by = (people, username) => {
  const author = people.get(username);
  if (!author) throw new Error(`Demo author ${username} does not exist`);
  return { authorUid: author.uid, username: author.username };
};

async function seedCommunity(people) {
  const batch = db.batch();
  REVIEWS.forEach((review, index) => {
    batch.set(db.collection("reviews").doc(), {
      ...by(people, review.author), rating: review.rating, text: review.text, status: review.status,
      createdAt: daysAgo(20 - index * 3),
    });
  });
  REPORTS.forEach((report, index) => {
    batch.set(db.collection("reports").doc(), {
      ...by(people, report.author), subject: report.subject, description: report.description, status: report.status,
      createdAt: daysAgo(6 - index * 2),
    });
  });
  HOME_COMMENTS.forEach((comment, index) => {
    const ref = db.collection("homeComments").doc();
    batch.set(ref, {
      ...by(people, comment.author), text: comment.text, replyCount: comment.replies.length, createdAt: daysAgo(9 - index * 4),
    });
    comment.replies.forEach((reply, replyIndex) => {
      batch.set(ref.collection("replies").doc(), {
        ...by(people, reply.author), text: reply.text, createdAt: daysAgo(8 - index * 4 - replyIndex),
      });
    });
  });
  CONTACT_MESSAGES.forEach(({ author, ...message }) => {
    batch.set(db.collection("contactMessages").doc(), { authorUid: by(people, author).authorUid, ...message, createdAt: daysAgo(1) });
  });
  await batch.commit();
}

/**
 * The published content goes through the API's own publishing service (scripts/seed-content.ts),
 * bundled here with esbuild because the service is TypeScript. The bundle shares this process's
 * firebase-admin app, so it talks to the same emulators.
 */
async function loadContentSeeder() {
  return loadTypeScript("seed-content", `export * from "./scripts/seed-content";`, {
    external: ["firebase-admin", "firebase-functions", "sharp"],
  });
}

async function seedContent(people) {
  const { seedContent: run } = await loadContentSeeder();
  await run(people);
}

/**
 * 90 days of page-view summaries over the demo's pages, as the nightly roll-up writes them (docs/stats.md). Also
 * run for a database seeded before the stats existed, so its Stats page has a chart too.
 */
async function seedStats() {
  const existing = await db.collection("statsDays").limit(1).get();
  if (!existing.empty) return;
  const itemPaths = [];
  for (const [collection, pagePath] of [["projects", "/projects"], ["articles", "/articles"], ["blogs", "/blogs"], ["randomPosts", "/random-posts"]]) {
    const snapshot = await db.collection(collection).orderBy("createdAt", "desc").limit(4).select().get();
    itemPaths.push(...snapshot.docs.map((doc) => `${pagePath}/${doc.id}`));
  }
  // The home page first, then lists and items interleaved, as a portfolio's traffic falls.
  const pages = ["/", "/projects", ...itemPaths.slice(0, 3), "/articles", ...itemPaths.slice(3, 8), "/blogs", "/news", ...itemPaths.slice(8)];
  const batch = db.batch();
  for (const { day, ...summary } of demoStatsDays(pages)) batch.set(db.collection("statsDays").doc(day), { day, ...summary });
  await batch.commit();
}

/** Seeds once: a database that already has projects is left alone. */
export async function seedIfEmpty() {
  const existing = await db.collection("projects").limit(1).get();
  if (!existing.empty) {
    // A database seeded before the list search existed: its items get their search words (issue 10); one seeded
    // before drafts existed, their status and publish time (issue 22).
    const { addMissingSearchWords, migrateItemStates } = await loadContentSeeder();
    await addMissingSearchWords();
    await migrateItemStates();
    await seedStats();
    return { created: false, ownerPassword: DEMO_PASSWORDS.owner };
  }
  const owner = readOwnerSettings();
  const accounts = await Promise.all([
    createAccount({ ...owner, password: DEMO_PASSWORDS.owner, hue: 220, owner: true }),
    ...DEMO_MEMBERS.map((member) => createAccount({ ...member, password: DEMO_PASSWORDS.member })),
  ]);
  const people = new Map(accounts.map((account) => [account.username, account]));
  // The demo data calls the owner "owner", whatever username the settings give them.
  people.set("owner", accounts[0]);
  await Promise.all([seedContent(people), seedCommunity(people)]);
  await seedStats();
  return { created: true, ownerPassword: DEMO_PASSWORDS.owner };
}
