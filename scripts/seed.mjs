// Loads the demo content into an empty local database (never a real project: the ids are demo-).
import { randomUUID } from "node:crypto";
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { BUCKET, EMULATORS, PROJECT_ID, emulatorEnv, readOwnerSettings } from "./lib/config.mjs";
import { avatarSvg, coverSvg } from "./lib/seed-art.mjs";
import {
  ARTICLES,
  BLOGS,
  DEMO_MEMBERS,
  DEMO_PASSWORDS,
  DID_YOU_KNOW_POSTS,
  PROJECT_COMMENTS,
  PROJECTS,
  RANDOM_POSTS,
  REVIEWS,
} from "./lib/seed-data.mjs";

Object.assign(process.env, emulatorEnv());
const app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, "seed");
const db = getFirestore(app);
const auth = getAuth(app);
const bucket = getStorage(app).bucket();

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days) => Timestamp.fromMillis(Date.now() - days * DAY);

/** Saves an SVG under media/seed/ and answers its Firebase download URL on the Storage emulator. */
async function uploadSvg(name, svg) {
  const path = `media/seed/${name}.svg`;
  const token = randomUUID();
  await bucket.file(path).save(Buffer.from(svg), {
    contentType: "image/svg+xml",
    metadata: { cacheControl: "public, max-age=31536000", metadata: { firebaseStorageDownloadTokens: token } },
  });
  return `http://${EMULATORS.storage.hostPort}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

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

async function seedProjects(people) {
  const ids = new Map();
  await Promise.all(
    PROJECTS.map(async (fields, index) => {
      const ref = db.collection("projects").doc();
      const hue = (index * 47) % 360;
      const [headerImg, additionalImg1, additionalImg2] = await Promise.all([
        uploadSvg(`project-${slug(fields.title)}-header`, coverSvg(fields.title, hue)),
        uploadSvg(`project-${slug(fields.title)}-1`, coverSvg(`${fields.title} · screen 1`, (hue + 30) % 360)),
        uploadSvg(`project-${slug(fields.title)}-2`, coverSvg(`${fields.title} · screen 2`, (hue + 60) % 360)),
      ]);
      const toList = (value) => (Array.isArray(value) ? value : value.split(",").map((item) => item.trim()));
      await ref.set({
        ...fields,
        technologiesUsed: toList(fields.technologiesUsed),
        keyFeatures: toList(fields.keyFeatures),
        headerImg, additionalImg1, additionalImg2,
        commentCount: 0,
        createdAt: daysAgo(60 - index * 4),
      });
      ids.set(fields.title, ref);
    }),
  );
  for (const [index, comment] of PROJECT_COMMENTS.entries()) {
    const author = people.get(comment.author);
    const project = ids.get(comment.project);
    const batch = db.batch();
    batch.set(project.collection("comments").doc(), {
      uid: author.uid, username: author.username, profileImage: author.profileImage,
      text: comment.text, createdAt: daysAgo(10 - index),
    });
    batch.update(project, { commentCount: (await project.get()).get("commentCount") + 1 });
    await batch.commit();
  }
}

async function seedWritings(collection, items, dayOffset) {
  await Promise.all(
    items.map(async (fields, index) => {
      const hue = (dayOffset * 13 + index * 71) % 360;
      const name = `${collection}-${slug(fields.title)}`;
      const [mainImg, img, secondImg] = await Promise.all([
        uploadSvg(`${name}-main`, coverSvg(fields.title, hue)),
        uploadSvg(`${name}-img`, coverSvg(fields.category, (hue + 40) % 360)),
        fields.secondParagraph ? uploadSvg(`${name}-second`, coverSvg(fields.category, (hue + 80) % 360)) : "",
      ]);
      await db.collection(collection).add({
        ...fields, mainImg, img, secondImg, vid: "",
        likeCount: index * 3 + 2, commentCount: 0, createdAt: daysAgo(dayOffset + index * 5),
      });
    }),
  );
}

async function seedShortPosts(collection, items, dayOffset) {
  await Promise.all(
    items.map(async (fields, index) => {
      const fileUrl = await uploadSvg(`${collection}-${slug(fields.title)}`, coverSvg(fields.title, (index * 97 + dayOffset) % 360));
      await db.collection(collection).add({
        ...fields, fileUrl, likeCount: index + 1, commentCount: 0, createdAt: daysAgo(dayOffset + index * 2),
      });
    }),
  );
}

async function seedReviews(people) {
  const batch = db.batch();
  REVIEWS.forEach((review, index) => {
    const author = people.get(review.author);
    batch.set(db.collection("reviews").doc(), {
      uid: author.uid, username: author.username, profileImage: author.profileImage,
      rating: review.rating, text: review.text, status: review.status, createdAt: daysAgo(20 - index * 3),
    });
  });
  await batch.commit();
}

/** Seeds once: a database that already has projects is left alone. */
export async function seedIfEmpty() {
  const existing = await db.collection("projects").limit(1).get();
  if (!existing.empty) return { created: false, ownerPassword: DEMO_PASSWORDS.owner };
  const owner = readOwnerSettings();
  const accounts = await Promise.all([
    createAccount({ ...owner, password: DEMO_PASSWORDS.owner, hue: 220, owner: true }),
    ...DEMO_MEMBERS.map((member) => createAccount({ ...member, password: DEMO_PASSWORDS.member })),
  ]);
  const people = new Map(accounts.map((account) => [account.username, account]));
  await Promise.all([
    seedProjects(people),
    seedWritings("articles", ARTICLES, 3),
    seedWritings("blogs", BLOGS, 1),
    seedShortPosts("randomPosts", RANDOM_POSTS, 2),
    seedShortPosts("didYouKnowPosts", DID_YOU_KNOW_POSTS, 4),
    seedReviews(people),
  ]);
  return { created: true, ownerPassword: DEMO_PASSWORDS.owner };
}
