// POST /api/delete-account: a member deletes their own account with their password. What they did for
// others (comments, replies, reviews, reports) stays as "deleted user"; what counts them (likes, follows)
// goes, with every counter corrected.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FieldValue } from "firebase-admin/firestore";
import { z } from "zod";
import { homeCommentListSchema, reportListSchema, reviewListSchema } from "@contract/community";
import { engagementShape } from "@contract/comments";
import { DEFAULT_PROFILE_IMAGE } from "@contract/site";
import { apiPaths } from "@contract/routes";
import { ACCOUNT_DELETION_MESSAGES, DELETED_USERNAME, profileAnswerSchema, userAnswerSchema } from "@contract/users";
import { directUser, newAddress, signUp, type NewUser } from "../support/accounts";
import { initializeTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, doc, getDoc, getDocs, query, where, type Firestore } from "firebase/firestore";
import { contactMessage, homeComment, homeReply, itemComment, pendingReport, pendingReview, removeCommunityRecords } from "../support/community-fixtures";
import { TINY_PNG } from "../support/images";
import { freshItem, removeItem, type TestItem } from "../support/items";
import { storedObjects } from "../support/media";
import { adminAuth, adminDb, callSite, owner, postJson, sessionCookieFor } from "../support/stack";
import { digest } from "../../functions/src/services/secrets";
// @ts-expect-error -- plain ESM module shared with the launcher, without type declarations
import { PROJECT_ID } from "../../scripts/lib/config.mjs";

const deleteAccount = (password: unknown, cookie?: string) =>
  postJson<{ success: boolean; message: string }>(apiPaths.deleteAccount, { password }, { cookie });

const profileOf = async (cookie: string) => profileAnswerSchema.parse((await callSite(apiPaths.profile, { cookie })).body);

const publicUser = async (username: string) => {
  const answer = await callSite(apiPaths.user(username));
  return answer.status === 200 ? userAnswerSchema.parse(answer.body).user : null;
};

const uidOf = async (user: NewUser) => (await adminAuth.getUserByEmail(user.email)).uid;

function uploadImage(cookie: string) {
  const form = new FormData();
  form.append("uploaded_file", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "me.png");
  return callSite(apiPaths.uploadProfileImage, { method: "POST", body: form, cookie });
}

const engagementSchema = z.object(engagementShape);

function emulatorHost(): { host: string; port: number } {
  const raw = process.env.FIRESTORE_EMULATOR_HOST ?? "";
  const at = raw.lastIndexOf(":");
  return { host: raw.slice(0, at), port: Number(raw.slice(at + 1)) };
}

const since = new Date();
const items: TestItem[] = [];
const authors: string[] = [];
let ownerCookie = "";

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
});

afterAll(async () => {
  await Promise.all(items.map(removeItem));
  await removeCommunityRecords(authors, since);
});

describe("POST /api/delete-account, refused", () => {
  it("needs a login", async () => {
    const answer = await deleteAccount("Tester@123");
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, message: "Please log in first!" });
  });

  it("never deletes the owner account", async () => {
    const answer = await deleteAccount(owner.password, ownerCookie);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, message: ACCOUNT_DELETION_MESSAGES.owner });
    expect((await profileOf(ownerCookie)).success).toBe(true);
  });

  it("asks for the password", async () => {
    const { cookie } = await directUser();
    const answer = await deleteAccount("", cookie);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: ACCOUNT_DELETION_MESSAGES.password });
  });

  it("changes nothing on a wrong password", async () => {
    const { user, cookie } = await directUser();
    const answer = await deleteAccount("Wrong@999", cookie);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, message: ACCOUNT_DELETION_MESSAGES.wrongPassword });
    // Still signed in, still findable, and the account still logs in.
    expect((await profileOf(cookie)).user?.username).toBe(user.username);
    expect(await publicUser(user.username)).toMatchObject({ username: user.username });
    await sessionCookieFor(user.email, user.password);
    expect((await adminDb.collection("users").doc(await uidOf(user)).get()).get("deletingAt")).toBeUndefined();
  });

  it("limits password tries: the 6th in 15 minutes answers 429 with Retry-After", async () => {
    const { user, cookie } = await directUser();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await deleteAccount("Wrong@999", cookie)).status).toBe(403);
    const limited = await deleteAccount(user.password, cookie);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, message: expect.stringMatching(/Too many password attempts/) });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await profileOf(cookie)).user?.username).toBe(user.username);
  });
});

describe("POST /api/delete-account, done", () => {
  it("removes the account, its likes, follows and images; keeps what it wrote as 'deleted user'", async () => {
    const leaver = await directUser();
    const friend = await directUser();
    const uid = await uidOf(leaver.user);
    authors.push(uid, await uidOf(friend.user));
    const item = await freshItem("blogs");
    items.push(item);
    const author = { uid, username: leaver.user.username };

    // Both like the item, follow each other; the leaver has a picture and wrote everywhere.
    for (const cookie of [leaver.cookie, friend.cookie]) expect((await postJson(apiPaths.itemLike("blogs", item.id), {}, { cookie })).status).toBe(200);
    expect((await postJson(apiPaths.userFollow(friend.user.username), { action: "follow" }, { cookie: leaver.cookie })).status).toBe(200);
    expect((await postJson(apiPaths.userFollow(leaver.user.username), { action: "follow" }, { cookie: friend.cookie })).status).toBe(200);
    expect(await publicUser(friend.user.username)).toMatchObject({ followers: 1, following: 1, score: 10 });
    expect((await uploadImage(leaver.cookie)).status).toBe(200);
    expect(await storedObjects(`profile-images/${uid}/`)).toHaveLength(1);
    await itemComment(item.ref, author, "Leaver's item comment");
    const thread = await homeComment(author, "Leaver's home comment");
    await homeReply(thread, author, "Leaver's reply");
    await pendingReview(author, "Leaver's review");
    await pendingReport(author, "Leaver's report");
    // A password-reset code asked for and never used.
    const pendingCode = adminDb.collection("authCodes").doc(`reset_${digest(leaver.user.email)}`);
    expect((await postJson(apiPaths.forgotRequest, { email: leaver.user.email }, { headers: newAddress() })).status).toBe(200);
    await expect.poll(async () => (await pendingCode.get()).exists).toBe(true);

    const answer = await deleteAccount(leaver.user.password, leaver.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: ACCOUNT_DELETION_MESSAGES.done });
    expect(answer.headers.getSetCookie().some((line) => /^__session=;.*Max-Age=0/.test(line))).toBe(true);

    // Gone: the cookie, the login, the profile and its private data, the picture.
    expect((await callSite(apiPaths.profile, { cookie: leaver.cookie })).status).toBe(401);
    const login = await postJson(apiPaths.login, { email: leaver.user.email, password: leaver.user.password }, { headers: newAddress() });
    expect(login.status).toBe(401);
    await expect(adminAuth.getUser(uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    expect(await publicUser(leaver.user.username)).toBeNull();
    for (const path of [`users/${uid}`, `accounts/${uid}`, `usernames/${leaver.user.username}`]) {
      expect((await adminDb.doc(path).get()).exists).toBe(false);
    }
    expect((await adminDb.collection("sessions").where("uid", "==", uid).get()).size).toBe(0);
    expect(await storedObjects(`profile-images/${uid}/`)).toEqual([]);
    expect((await pendingCode.get()).exists).toBe(false);

    // The like is taken back and the friend's counters and score are corrected both ways.
    const seen = engagementSchema.parse((await callSite(apiPaths.item("blogs", item.id))).body);
    expect(seen.likeCount).toBe(1);
    expect((await item.ref.collection("likes").doc(uid).get()).exists).toBe(false);
    expect(await publicUser(friend.user.username)).toMatchObject({ followers: 0, following: 0, score: 0 });

    // What the leaver wrote stays, by "deleted user" with the default picture.
    const comment = seen.comments.find((each) => each.text === "Leaver's item comment");
    expect(comment).toMatchObject({ username: DELETED_USERNAME, profileImage: DEFAULT_PROFILE_IMAGE });
    // Read signed in: a guest's list may come from a function instance's copy made before the thread was written.
    const threads = homeCommentListSchema.parse((await callSite(apiPaths.homeComments, { cookie: ownerCookie })).body);
    const shown = threads.find((each) => each._id === thread);
    expect(shown).toMatchObject({ username: DELETED_USERNAME, replies: [{ username: DELETED_USERNAME, text: "Leaver's reply" }] });
    const reviews = reviewListSchema.parse((await callSite(apiPaths.reviews, { cookie: ownerCookie })).body);
    expect(reviews.find((each) => each.text === "Leaver's review")).toMatchObject({ username: DELETED_USERNAME });
    const reports = reportListSchema.parse((await callSite(apiPaths.reports, { cookie: ownerCookie })).body);
    expect(reports.find((each) => each.subject === "Leaver's report")).toMatchObject({ username: DELETED_USERNAME });

    // The username is free; the newcomer who takes it is not the author of the old records.
    const newcomer: NewUser = { ...leaver.user, email: `new-${leaver.user.email}` };
    expect((await signUp(newcomer)).status).toBe(201);
    const again = homeCommentListSchema.parse((await callSite(apiPaths.homeComments, { cookie: ownerCookie })).body).find((each) => each._id === thread);
    expect(again?.username).toBe(DELETED_USERNAME);
    authors.push(await uidOf(newcomer));

    // The old cookie sent again (a retry after success) hears a clean 401 and nothing changes.
    const retry = await deleteAccount(leaver.user.password, leaver.cookie);
    expect(retry.status).toBe(401);
    expect(retry.body).toMatchObject({ success: false, message: "Please log in first!" });
  });

  it("leaves neither the username nor the uid in any record a client can read under the rules (issue 31, finding 9)", async () => {
    const leaver = await directUser();
    const friend = await directUser();
    const uid = await uidOf(leaver.user);
    const friendUid = await uidOf(friend.user);
    authors.push(uid, friendUid);
    const item = await freshItem("blogs");
    items.push(item);
    const author = { uid, username: leaver.user.username };
    const paths = [
      `blogs/${item.id}/comments/${await itemComment(item.ref, author, "A comment by the leaver")}`,
      `homeComments/${await homeComment(author, "A thread by the leaver")}`,
      `reports/${await pendingReport(author, "A report by the leaver")}`,
      `contactMessages/${await contactMessage({ ...author, email: "sender@example.test" }, "A message by the leaver")}`,
    ];
    const friendsThread = await homeComment({ uid: friendUid, username: friend.user.username }, "A friend's thread");
    paths.push(`homeComments/${friendsThread}/replies/${await homeReply(friendsThread, author, "A reply by the leaver")}`);
    const review = await pendingReview(author, "A review by the leaver");
    await adminDb.collection("reviews").doc(review).update({ status: "approved" });
    paths.push(`reviews/${review}`);
    expect((await deleteAccount(leaver.user.password, leaver.cookie)).status).toBe(200);

    const env = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: { host: emulatorHost().host, port: emulatorHost().port } });
    try {
      const readers = [env.unauthenticatedContext().firestore(), env.authenticatedContext("someone").firestore(), env.authenticatedContext("the-owner", { owner: true }).firestore()] as unknown as Firestore[];
      const seen: string[] = [];
      for (const reader of readers) {
        for (const path of paths) {
          const snapshot = await getDoc(doc(reader, path)).catch(() => null);
          if (snapshot?.exists()) seen.push(`${path} ${JSON.stringify(snapshot.data())}`);
        }
        for (const name of ["homeComments", "reports", "reviews"]) {
          for (const field of ["authorUid", "username"]) {
            const value = field === "authorUid" ? uid : leaver.user.username;
            const constraints = name === "reviews" ? [where(field, "==", value), where("status", "==", "approved")] : [where(field, "==", value)];
            const found = await getDocs(query(collection(reader, name), ...constraints)).catch(() => null);
            for (const each of found?.docs ?? []) seen.push(`${name}/${each.id} ${JSON.stringify(each.data())}`);
          }
        }
      }
      // The records are still there (as "deleted user"), and none of them names the leaver.
      expect(seen.filter((each) => each.startsWith("homeComments/") || each.startsWith("reviews/")).length).toBeGreaterThan(0);
      expect(seen.filter((each) => each.includes(uid) || each.includes(leaver.user.username))).toEqual([]);
    } finally {
      await env.cleanup();
    }
    // The site still shows them by "deleted user".
    const threads = homeCommentListSchema.parse((await callSite(apiPaths.homeComments, { cookie: ownerCookie })).body);
    expect(threads.find((each) => each._id === friendsThread)?.replies).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: DELETED_USERNAME, text: "A reply by the leaver" })]),
    );
    const reviews = reviewListSchema.parse((await callSite(apiPaths.reviews, { cookie: ownerCookie })).body);
    expect(reviews.find((each) => each.text === "A review by the leaver")).toMatchObject({ username: DELETED_USERNAME });
    // Only the owner may remove them, as before.
    const other = await directUser();
    const thread = paths[1]!.split("/")[1]!;
    expect((await callSite(apiPaths.homeComment(thread), { method: "DELETE", cookie: other.cookie })).status).toBe(403);
    expect((await callSite(apiPaths.homeComment(thread), { method: "DELETE", cookie: ownerCookie })).status).toBe(200);
    await Promise.all(paths.map((path) => adminDb.doc(path).delete()));
    await adminDb.collection("homeComments").doc(friendsThread).delete();
  });

  it("only the owner may delete a deleted user's comment", async () => {
    const leaver = await directUser();
    const uid = await uidOf(leaver.user);
    authors.push(uid);
    const thread = await homeComment({ uid, username: leaver.user.username }, "Orphan to be");
    expect((await deleteAccount(leaver.user.password, leaver.cookie)).status).toBe(200);

    const other = await directUser();
    expect((await callSite(apiPaths.homeComment(thread), { method: "DELETE", cookie: other.cookie })).status).toBe(403);
    expect((await callSite(apiPaths.homeComment(thread), { method: "DELETE", cookie: ownerCookie })).status).toBe(200);
  });

  it("two calls at once both answer cleanly and move every counter once", async () => {
    const leaver = await directUser();
    const friend = await directUser();
    const item = await freshItem("articles");
    items.push(item);
    expect((await postJson(apiPaths.itemLike("articles", item.id), {}, { cookie: leaver.cookie })).status).toBe(200);
    expect((await postJson(apiPaths.userFollow(friend.user.username), { action: "follow" }, { cookie: leaver.cookie })).status).toBe(200);

    const both = await Promise.all([deleteAccount(leaver.user.password, leaver.cookie), deleteAccount(leaver.user.password, leaver.cookie)]);
    // The second may start after the first ended the session (401) or run beside it (200); never an error.
    expect(both.map((answer) => answer.status).sort()).toEqual(expect.arrayContaining([200]));
    for (const answer of both) expect([200, 401]).toContain(answer.status);
    expect((await item.ref.get()).get("likeCount")).toBe(0);
    expect(await publicUser(friend.user.username)).toMatchObject({ followers: 0, score: 0 });
    await expect(adminAuth.getUserByEmail(leaver.user.email)).rejects.toMatchObject({ code: "auth/user-not-found" });
  });

  it("a retry finishes a deletion cut off before the Auth user went", async () => {
    const leaver = await directUser();
    const uid = await uidOf(leaver.user);
    // What a failure just before the last step leaves: the documents gone, the Auth user and a session still there.
    await Promise.all([`users/${uid}`, `accounts/${uid}`, `usernames/${leaver.user.username}`].map((path) => adminDb.doc(path).delete()));

    const answer = await deleteAccount(leaver.user.password, leaver.cookie);
    expect(answer.status).toBe(200);
    await expect(adminAuth.getUser(uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
  });

  it("ends 250 follows of each kind, both ways, in batches, with every counter exact", async () => {
    const leaver = await directUser();
    const uid = await uidOf(leaver.user);
    const fans = Array.from({ length: 250 }, (_, index) => `deletion-fan-${index}-${uid}`);
    let batch = adminDb.batch();
    for (const [index, fan] of fans.entries()) {
      batch.set(adminDb.collection("users").doc(fan), { name: "Fan", username: `fan${index}`, followers: 1, following: 1, score: 10 });
      // Fans follow the leaver in the old record shape (only the time, the uids in the id) ...
      batch.set(adminDb.collection("follows").doc(`${fan}_${uid}`), { createdAt: FieldValue.serverTimestamp() });
      // ... and the leaver follows them back in today's.
      batch.set(adminDb.collection("follows").doc(`${uid}_${fan}`), { createdAt: FieldValue.serverTimestamp(), followerUid: uid, followedUid: fan });
      if (index % 100 === 99) {
        await batch.commit();
        batch = adminDb.batch();
      }
    }
    await batch.commit();
    await adminDb.collection("users").doc(uid).update({ followers: fans.length, following: fans.length, score: fans.length * 10 });

    try {
      expect((await deleteAccount(leaver.user.password, leaver.cookie)).status).toBe(200);
      const after = await adminDb.getAll(...fans.map((fan) => adminDb.collection("users").doc(fan)));
      expect(after.map((fan) => [fan.get("followers"), fan.get("following"), fan.get("score")])).toEqual(fans.map(() => [0, 0, 0]));
      const left = await adminDb.getAll(
        ...fans.flatMap((fan) => [adminDb.collection("follows").doc(`${fan}_${uid}`), adminDb.collection("follows").doc(`${uid}_${fan}`)]),
      );
      expect(left.filter((record) => record.exists)).toHaveLength(0);
    } finally {
      const writer = adminDb.bulkWriter();
      for (const fan of fans) void writer.delete(adminDb.collection("users").doc(fan));
      await writer.close();
    }
  });
});
