// Email that brings readers back (issue 24, docs/email.md): choices on the profile, new-post mails sent exactly once
// with the RFC 8058 headers, signed one-click unsubscribe links, reply mails and their cap, and account deletion.
import { randomBytes } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "@contract/routes";
import { SITE_NAME } from "@contract/site";
import { SUBSCRIPTION_API_PATHS, SUBSCRIPTION_MESSAGES, type MailList } from "@contract/subscriptions";
import { confirmedUser, directUser, latestCode, mailTo, newUser, signUp } from "../support/accounts";
import { TINY_PNG } from "../support/images";
import { eventually, listMailsTo, receivedAsMime, tokenOf, unsubscribeApiPath, unsubscribeTokenFor, useLocalMailKeys, type ListMail } from "../support/mail";
import { adminAuth, adminDb, callSite, owner, postJson, sessionCookieFor, siteUrl } from "../support/stack";
import { digest } from "../../functions/src/services/secrets";

const putJson = (path: string, json: unknown, cookie?: string) =>
  callSite(path, { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify(json), cookie });

/** A member written straight into the emulators with a subscription: no login, as the bench writes them. */
async function subscriber(posts: string[], replies = false): Promise<{ uid: string; email: string }> {
  const tag = randomBytes(6).toString("hex");
  const uid = `mailtest${tag}`;
  const email = `m${tag}@example.test`;
  const batch = adminDb.batch();
  batch.set(adminDb.collection("accounts").doc(uid), { email, emailConfirmed: true, createdAt: FieldValue.serverTimestamp() });
  batch.set(adminDb.collection("subscriptions").doc(uid), { posts, replies, moderationDigest: true });
  await batch.commit();
  return { uid, email };
}

let ownerCookie: string;
const created: { kind: string; id: string }[] = [];

/**
 * The day's new-post cap is site-wide, and other test files publish at the same time: a cap merely cleared could be
 * used up again before this file's announcement runs. So each publish here opens a window with room for any run.
 */
const clearNewPostCap = () => {
  const endsAt = Timestamp.fromMillis(Date.now() + 60 * 60 * 1000);
  return adminDb.collection("rateLimits").doc(`new-post-mails_${digest("site")}`).set({ count: -1_000_000, endsAt, expiresAt: endsAt });
};

const TINY_IMAGE = { bytes: TINY_PNG, type: "image/png", name: "tiny.png" };

/** Publishes a random post with an image and its alt text through the API, as the owner's form does. */
async function publishRandomPost(title: string, desc: string, alt: string, image: { bytes: Buffer; type: string; name: string } = TINY_IMAGE): Promise<string> {
  await clearNewPostCap();
  const form = new FormData();
  form.append("title", title);
  form.append("desc", desc);
  form.append("status", "published");
  form.append("fileAlt", alt);
  form.append("file", new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  const answer = await callSite<{ _id: string }>(apiPaths.items("random-post"), { method: "POST", body: form, cookie: ownerCookie });
  expect(answer.status).toBe(201);
  created.push({ kind: "randomPosts", id: answer.body._id });
  return answer.body._id;
}

const announcementMails = async (id: string) =>
  (await adminDb.collection("mail").where("purpose", "==", "new-post").get()).docs.filter((doc) => doc.id.startsWith(`random-post_${id}_`));

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
}, 60_000);

afterAll(async () => {
  for (const { kind, id } of created) await adminDb.recursiveDelete(adminDb.collection(kind).doc(id));
});

describe("email choices", () => {
  it("starts a new member with reply mails on, tells them when they sign up, and shows it on the profile", async () => {
    const user = newUser();
    const signup = await signUp(user);
    expect(signup.status).toBe(201);
    const [codeMail] = await mailTo(user.email);
    expect(codeMail!.text).toContain(SUBSCRIPTION_MESSAGES.repliesOnByDefault);
    const confirm = await postJson("/api/confirm", {
      email: user.email,
      confirmationCode: await latestCode(user.email),
      signupToken: (signup.body as { signupToken: string }).signupToken,
    });
    expect(confirm.status).toBe(200);
    const cookie = await sessionCookieFor(user.email, user.password);
    const answer = await callSite<{ subscriptions: unknown }>(SUBSCRIPTION_API_PATHS.subscriptions, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.subscriptions).toEqual({ posts: [], replies: true, moderationDigest: true });
  }, 60_000);

  it("saves a member's choice, refuses unknown kinds and guests, and turns a list off by its link", async () => {
    const { user, cookie } = await directUser();
    const saved = await putJson(SUBSCRIPTION_API_PATHS.subscriptions, { posts: ["articles", "blogs", "blogs"], replies: false }, cookie);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: SUBSCRIPTION_MESSAGES.saved, subscriptions: { posts: ["articles", "blogs"], replies: false } });
    const bad = await putJson(SUBSCRIPTION_API_PATHS.subscriptions, { posts: ["podcasts"], replies: true }, cookie);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: SUBSCRIPTION_MESSAGES.unknownKind });
    expect((await putJson(SUBSCRIPTION_API_PATHS.subscriptions, { posts: [], replies: true })).status).toBe(401);
    expect((await callSite(SUBSCRIPTION_API_PATHS.subscriptions)).status).toBe(401);

    const { uid } = await adminAuth.getUserByEmail(user.email);
    const off = await callSite(unsubscribeApiPath(uid, "posts:articles", user.email), { method: "POST" });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ state: "done", label: "new articles" });
    const after = await callSite<{ subscriptions: { posts: string[] } }>(SUBSCRIPTION_API_PATHS.subscriptions, { cookie });
    expect(after.body.subscriptions.posts).toEqual(["blogs"]);
  }, 60_000);
});

describe("one-click unsubscribe links", () => {
  it("works without login from a mailbox provider's POST (foreign Origin, RFC 8058 form body), twice alike, never on GET", async () => {
    const member = await subscriber(["all"], true);
    const token = unsubscribeTokenFor(member.uid, "posts:all", member.email);
    const check = await callSite(SUBSCRIPTION_API_PATHS.unsubscribe(token));
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ state: "ready", label: "new posts" });
    expect((await adminDb.collection("subscriptions").doc(member.uid).get()).get("posts")).toEqual(["all"]);

    const page = await callSite<string>(`/unsubscribe?t=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Unsubscribe from new posts?");
    expect((await adminDb.collection("subscriptions").doc(member.uid).get()).get("posts")).toEqual(["all"]);

    for (const body of ["List-Unsubscribe=One-Click", "List-Unsubscribe=One-Click"]) {
      const answer = await callSite(SUBSCRIPTION_API_PATHS.unsubscribe(token), {
        method: "POST",
        redirect: "manual",
        headers: { Origin: "https://mail.provider.example", "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ state: "done", list: "posts:all" });
    }
    const multipart = new FormData();
    multipart.append("List-Unsubscribe", "One-Click");
    const again = await callSite(SUBSCRIPTION_API_PATHS.unsubscribe(token), { method: "POST", headers: { Origin: "https://mail.provider.example" }, body: multipart });
    expect(again.status).toBe(200);
    const stored = (await adminDb.collection("subscriptions").doc(member.uid).get()).data();
    expect(stored).toMatchObject({ posts: [], replies: true });
  }, 60_000);

  it("refuses forged, tampered, other-address and other-list links with a 4xx, changing nothing", async () => {
    const member = await subscriber(["blogs"], true);
    const other = await subscriber(["blogs"], true);
    const real = unsubscribeTokenFor(member.uid, "posts:blogs", member.email);
    const [version, kid, uid, list, mac] = real.split(".") as [string, string, string, string, string];
    const flipped = `${mac.slice(0, -2)}${mac.endsWith("AA") ? "BB" : "AA"}`;
    const cases: [string, number][] = [
      ["", 400],
      ["not-a-token", 400],
      [[version, kid, uid, list, flipped].join("."), 403],
      [[version, kid, other.uid, list, mac].join("."), 403],
      [[version, kid, uid, "replies", mac].join("."), 403],
      [unsubscribeTokenFor(member.uid, "posts:blogs", "someone.else@example.test"), 403],
      [[version, "k0000", uid, list, mac].join("."), 403],
    ];
    for (const [token, status] of cases) {
      const answer = await callSite<{ message: string }>(token ? SUBSCRIPTION_API_PATHS.unsubscribe(token) : "/api/unsubscribe", { method: "POST" });
      expect([token, answer.status]).toEqual([token, status]);
      expect(answer.body.message).toMatch(/unsubscribe link/);
    }
    // After the address changes, the old address's link stops working.
    await adminDb.collection("accounts").doc(member.uid).update({ email: `new.${member.email}` });
    expect((await callSite(SUBSCRIPTION_API_PATHS.unsubscribe(real), { method: "POST" })).status).toBe(403);
    for (const each of [member, other]) {
      expect((await adminDb.collection("subscriptions").doc(each.uid).get()).data()).toMatchObject({ posts: ["blogs"], replies: true });
    }
  }, 60_000);

  it("checks the signature before looking the member up: a forged link gets the same 403 whether its uid exists or not", async () => {
    const member = await subscriber(["blogs"], true);
    const missing = `gone${randomBytes(6).toString("hex")}`;
    const real = unsubscribeTokenFor(member.uid, "posts:blogs", member.email);
    const [version, kid, , list, mac] = real.split(".") as [string, string, string, string, string];
    const forgedMac = randomBytes(mac.length === 43 ? 32 : 24).toString("base64url");
    const answers = [];
    for (const uid of [member.uid, missing]) {
      for (const check of [{ method: "GET" }, { method: "POST" }]) {
        const answer = await callSite<Record<string, unknown>>(SUBSCRIPTION_API_PATHS.unsubscribe([version, kid, uid, list, forgedMac].join(".")), check);
        answers.push({ status: answer.status, body: answer.body });
      }
    }
    expect(answers.map((each) => each.status)).toEqual([403, 403, 403, 403]);
    expect(new Set(answers.map((each) => JSON.stringify(each.body))).size).toBe(1);
    // Only a link our key signed reaches "gone" for an account that no longer exists.
    const signedForMissing = await callSite(SUBSCRIPTION_API_PATHS.unsubscribe(unsubscribeTokenFor(missing, list as MailList, "x@example.test")), { method: "POST" });
    expect({ status: signedForMissing.status, body: signedForMissing.body }).toMatchObject({ status: 200, body: { state: "gone" } });
    expect((await adminDb.collection("subscriptions").doc(member.uid).get()).data()).toMatchObject({ posts: ["blogs"], replies: true });
  }, 60_000);
});

describe("new-post mails", () => {
  it("read like the page: the markup rendered in the HTML part, clean prose with links written out in the text part, a resized image", async () => {
    const fan = await subscriber(["random-post"]);
    // A phone photo's size: 2400 × 1600 of grain, several hundred KB as a JPEG.
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .jpeg({ quality: 92 })
      .toBuffer();
    const desc = "A (bold) claim, with =https://example.com/docs?a=1&b=2<the docs>\nand a second line.";
    const id = await publishRandomPost("Markup in a mail", desc, "Grain", { bytes: photo, type: "image/jpeg", name: "photo.jpg" });
    await eventually(async () => (await listMailsTo(fan.email, "new-post")).length > 0);
    const parsed = await receivedAsMime((await listMailsTo(fan.email, "new-post"))[0]!);

    expect(parsed.text).toContain("A bold claim, with the docs (https://example.com/docs?a=1&b=2)\nand a second line.");
    expect(parsed.text).not.toMatch(/\(bold\)|=https|<the docs>/);
    const html = String(parsed.html);
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="https://example.com/docs?a=1&amp;b=2" rel="noopener noreferrer nofollow ugc">the docs</a><br>and a second line.');
    expect(html).not.toMatch(/\(bold\)|=https/);

    const item = (await adminDb.collection("randomPosts").doc(id).get()).data()!;
    const src = /<img src="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(src).toBeDefined();
    expect(src).not.toBe(item.fileUrl);
    const image = await fetch(src!);
    expect(image.status).toBe(200);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.length).toBeLessThan(photo.length / 2);
    expect((await sharp(bytes).metadata()).width).toBeLessThanOrEqual(1280);
    expect(photo.length).toBeGreaterThan(400_000);
  }, 90_000);

  it("mails each subscriber of the kind (or of all) once, with the headers, a text part, the image's alt text and the link", async () => {
    const [kindFan, allFan, blogsFan, unsubscribed] = [await subscriber(["random-post"]), await subscriber(["all"]), await subscriber(["blogs"]), await subscriber(["random-post"])];
    const off = await callSite(unsubscribeApiPath(unsubscribed.uid, "posts:random-post", unsubscribed.email), { method: "POST" });
    expect(off.status).toBe(200);
    const id = await publishRandomPost("Mail <test> & more", "A first line worth reading.", 'A "tiny" red square');
    await eventually(async () => (await listMailsTo(allFan.email, "new-post")).length > 0 && (await listMailsTo(kindFan.email, "new-post")).length > 0);
    const mail = (await listMailsTo(kindFan.email, "new-post"))[0]!;
    expect(mail.subject).toBe(`New random post on ${SITE_NAME}: Mail <test> & more`);
    expect(mail.text).toContain("A first line worth reading.");
    expect(mail.text).toContain(`${siteUrl}/random-posts/${id}`);
    expect(mail.html).toContain("Mail &lt;test&gt; &amp; more");
    expect(mail.html).toContain('alt="A &quot;tiny&quot; red square"');
    expect(mail.html).toContain(`href="${siteUrl}/random-posts/${id}"`);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["List-Unsubscribe"]).toMatch(new RegExp(`^<${siteUrl}/api/unsubscribe\\?t=v2\\.`));
    expect(tokenOf(mail).split(".")[3]).toBe("posts:random-post");
    expect(tokenOf((await listMailsTo(allFan.email, "new-post"))[0]!).split(".")[3]).toBe("posts:all");
    // Give stragglers a moment: nothing more may come.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await listMailsTo(kindFan.email, "new-post")).toHaveLength(1);
    // Other files publish at the same time, and a blogs fan may hear of their blogs: none of this post, though.
    const ofThisPost = async (email: string) => (await listMailsTo(email, "new-post")).filter((mail) => mail.id.startsWith(`random-post_${id}_`));
    expect(await ofThisPost(blogsFan.email)).toHaveLength(0);
    expect(await ofThisPost(unsubscribed.email)).toHaveLength(0);
    expect((await adminDb.collection("announcements").doc(`random-post_${id}`).get()).get("state")).toBe("sending");
  }, 90_000);

  it("sends one mail per subscriber under parallel triggers and retried page tasks", async () => {
    const fans = await Promise.all(Array.from({ length: 3 }, () => subscriber(["random-post"])));
    const id = await publishRandomPost("Parallel publish", "Only once, please.", "A square");
    const { announceItem } = await import("../../functions/src/services/mail/announcements");
    const { sendAnnouncementPage } = await import("../../functions/src/services/mail/announcement-pages");
    useLocalMailKeys();
    // The publish's own trigger runs as a task: on a busy machine it may come after this line, so wait for its gate.
    await eventually(async () => (await adminDb.collection("announcements").doc(`random-post_${id}`).get()).exists);
    // Five more triggers at once, as retries and a second publish call would make, and the first page run again twice.
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => announceItem("random-post", id)));
    expect(outcomes.every((outcome) => outcome === "already")).toBe(true);
    await Promise.all([sendAnnouncementPage(`random-post_${id}`, null), sendAnnouncementPage(`random-post_${id}`, null)]);
    await eventually(async () => (await Promise.all(fans.map((fan) => listMailsTo(fan.email, "new-post")))).every((mails) => mails.length > 0));
    for (const fan of fans) expect(await listMailsTo(fan.email, "new-post")).toHaveLength(1);
    const perUid = new Map<string, number>();
    for (const doc of await announcementMails(id)) perUid.set(doc.id, (perUid.get(doc.id) ?? 0) + 1);
    expect([...perUid.values()].every((count) => count === 1)).toBe(true);
  }, 90_000);
});

describe("reply mails", () => {
  it("tells a comment's author of a reply once per thread per hour, never of their own reply, and not when off", async () => {
    const author = await confirmedUser();
    const replier = await directUser();
    const comment = await postJson("/api/home-comments", { text: "Mail me replies" }, { cookie: author.cookie });
    expect(comment.status).toBe(200);
    const commentId = (comment.body as { _id: string; text: string }[]).find((each) => each.text === "Mail me replies")!._id;
    const reply = (text: string, cookie: string) => postJson(`/api/home-comments/reply/${commentId}`, { text }, { cookie });
    expect((await reply("My own follow-up", author.cookie)).status).toBe(200);
    expect((await reply("First <b>answer</b>", replier.cookie)).status).toBe(200);
    await eventually(async () => (await listMailsTo(author.user.email, "reply")).length > 0);
    expect((await reply("Second answer", replier.cookie)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const mails: ListMail[] = await listMailsTo(author.user.email, "reply");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("First <b>answer</b>");
    expect(mails[0]!.html).toContain("First &lt;b&gt;answer&lt;/b&gt;");
    expect(tokenOf(mails[0]!).split(".")[3]).toBe("replies");
    expect(mails[0]!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // The replier never asked for reply mails: their own comment's replies send nothing.
    expect(await listMailsTo(replier.user.email, "reply")).toHaveLength(0);
    const off = await callSite(SUBSCRIPTION_API_PATHS.unsubscribe(tokenOf(mails[0]!)), { method: "POST" });
    expect(off.body).toMatchObject({ state: "done", label: "replies to your comments" });
  }, 90_000);
});

describe("the owner's moderation digest", () => {
  it("mails the owner what waits at most once a day, with an unsubscribe link, and nothing once they turn it off", async () => {
    const { sendModerationDigest } = await import("../../functions/src/services/mail/moderation-digest");
    useLocalMailKeys();
    // Something waits whatever other files approve meanwhile: a contact message stays until the owner deletes it.
    const waiting = await adminDb.collection("contactMessages").add({
      authorUid: "digest-test",
      name: "Digest test",
      email: "digest@example.com",
      subject: "Digest test",
      message: "Waiting",
      createdAt: FieldValue.serverTimestamp(),
    });
    const { uid } = await adminAuth.getUserByEmail(owner.email);
    const ownerChoices = adminDb.collection("subscriptions").doc(uid);
    const before = (await ownerChoices.get()).data();
    // Days far from the test run's own, so the schedule (which the emulators never run) cannot have sent them.
    const days = ["2099-01-02", "2099-01-03"];
    try {
      const firstDay = new Date(`${days[0]}T07:00:00Z`);
      expect(await sendModerationDigest(firstDay)).toBe("sent");
      expect(await sendModerationDigest(firstDay)).toBe("already");
      const digestMail = await adminDb.collection("mail").doc(`moderation-digest_${days[0]}`).get();
      expect(digestMail.get("to")).toBe(owner.email);
      expect(digestMail.get("message.subject")).toBe(`${SITE_NAME}: new items to moderate`);
      expect(digestMail.get("message.text")).toMatch(/\d+ contact message/);
      expect(digestMail.get("headers")["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      const token = tokenOf({ headers: digestMail.get("headers") } as ListMail);
      expect(token.split(".")[3]).toBe("moderation");

      const off = await callSite(SUBSCRIPTION_API_PATHS.unsubscribe(token), { method: "POST" });
      expect(off.status).toBe(200);
      expect(await sendModerationDigest(new Date(`${days[1]}T07:00:00Z`))).toBe("off");
      expect((await adminDb.collection("mail").doc(`moderation-digest_${days[1]}`).get()).exists).toBe(false);
    } finally {
      await waiting.delete();
      await Promise.all(days.map((day) => adminDb.collection("mail").doc(`moderation-digest_${day}`).delete()));
      await (before ? ownerChoices.set(before) : ownerChoices.delete());
    }
  }, 60_000);
});

describe("account deletion", () => {
  it("removes the member's subscriptions, and their old links then change nothing", async () => {
    const { user, cookie } = await directUser();
    expect((await putJson(SUBSCRIPTION_API_PATHS.subscriptions, { posts: ["all"], replies: true }, cookie)).status).toBe(200);
    const { uid } = await adminAuth.getUserByEmail(user.email);
    expect((await adminDb.collection("subscriptions").doc(uid).get()).exists).toBe(true);
    const list: MailList = "posts:all";
    const token = unsubscribeTokenFor(uid, list, user.email);
    expect((await postJson("/api/delete-account", { password: user.password }, { cookie })).status).toBe(200);
    expect((await adminDb.collection("subscriptions").doc(uid).get()).exists).toBe(false);
    const late = await callSite(SUBSCRIPTION_API_PATHS.unsubscribe(token), { method: "POST" });
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ state: "gone" });
    expect((await adminDb.collection("subscriptions").doc(uid).get()).exists).toBe(false);
  }, 60_000);
});
