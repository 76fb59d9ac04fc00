// The owner's audit log (issue 34) against the real emulators, through Hosting: each kind of owner action and
// security event appears after it succeeded, newest first, 50 a page, filtered by area and action, for the owner alone.
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_PAGE_SIZE, auditApiPath, type AuditEntryView, type AuditPage } from "@contract/audit";
import { apiPaths } from "@contract/routes";
import { SESSION_API_PATHS, type SessionList } from "@contract/sessions";
import { directUser, latestCode, type NewUser } from "../support/accounts";
import { contactMessage, homeComment, pendingReport, pendingReview, removeCommunityRecords, type Author } from "../support/community-fixtures";
import { removeItem, type TestItem } from "../support/items";
import { adminAuth, adminDb, callSite, member, owner, postJson, randomAddress, sessionCookieFor } from "../support/stack";
import { digest } from "../../functions/src/services/secrets";

let ownerCookie = "";
let memberCookie = "";
let writer: { user: NewUser; cookie: string; author: Author & { email: string } };
const made: TestItem[] = [];
const started = new Date();

const page = (filters: { area?: string; action?: string; after?: string } = {}, cookie = ownerCookie) =>
  callSite<AuditPage>(auditApiPath(filters), { cookie });
const send = (path: string, method: string, cookie: string, json?: unknown) =>
  callSite(path, { method, cookie, headers: json === undefined ? {} : { "Content-Type": "application/json" }, body: json === undefined ? undefined : JSON.stringify(json) });

/** The newest entry of an action on a target, from the first page filtered by that action. */
async function entryFor(action: string, target: string): Promise<AuditEntryView | undefined> {
  const answer = await page({ action });
  expect(answer.status).toBe(200);
  return answer.body.entries.find((entry) => entry.target === target);
}

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  memberCookie = await sessionCookieFor(member.email, member.password);
  const { user, cookie } = await directUser();
  const uid = (await adminAuth.getUserByEmail(user.email)).uid;
  writer = { user, cookie, author: { uid, username: user.username, email: user.email } };
}, 60_000);

afterAll(async () => {
  await Promise.all(made.map(removeItem));
  await removeCommunityRecords([writer.author.uid], started);
});

describe("who may read the audit log", () => {
  it("asks a guest to log in and refuses a member, before looking at the filters", async () => {
    expect((await page({}, "")).status).toBe(401);
    expect((await page({ area: "nonsense" }, "")).status).toBe(401);
    const asMember = await page({}, memberCookie);
    expect(asMember.status).toBe(403);
    expect(JSON.stringify(asMember.body)).not.toContain("entries");
  });

  it("refuses a bad area, action or cursor with 400 and a clear message", async () => {
    const area = await page({ area: "everything" });
    expect(area.status).toBe(400);
    expect(area.body).toMatchObject({ errors: { area: "Area is one of content, moderation, settings, security." } });
    const action = await page({ action: "DROP TABLE" });
    expect(action.status).toBe(400);
    expect(action.body).toMatchObject({ errors: { action: "That action is not valid." } });
    expect((await page({ after: "bm90LWEtY3Vyc29y" })).status).toBe(400);
    expect((await page({ after: "x".repeat(300) })).status).toBe(400);
  });
});

describe("paging", () => {
  it("answers 50 entries a page, newest first, and the next page from the cursor", async () => {
    const action = `test.paging-${Date.now().toString(36)}`;
    const batch = adminDb.batch();
    const base = Date.now() - 60_000;
    for (let index = 0; index < AUDIT_PAGE_SIZE + 5; index += 1) {
      batch.create(adminDb.collection("auditLog").doc(), {
        area: "security",
        action,
        actorUid: null,
        target: `n${index}`,
        at: Timestamp.fromMillis(base + index * 10),
        expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
      });
    }
    await batch.commit();
    const first = await page({ action });
    expect(first.body.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.body.entries[0]!.target).toBe(`n${AUDIT_PAGE_SIZE + 4}`);
    const times = first.body.entries.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await page({ action, after: first.body.nextCursor! });
    expect(second.body.entries.map((entry) => entry.target)).toEqual(["n4", "n3", "n2", "n1", "n0"]);
    expect(second.body.nextCursor).toBeNull();
    // The area filter finds them too, and another area does not.
    expect((await page({ area: "content", action })).body.entries).toHaveLength(0);
    const stale = await adminDb.collection("auditLog").where("action", "==", action).get();
    await Promise.all(stale.docs.map((doc) => doc.ref.delete()));
  });

  it("keeps every entry a year (the TTL field)", async () => {
    const [latest] = (await adminDb.collection("auditLog").orderBy("at", "desc").limit(1).get()).docs;
    const expiresAt = latest!.get("expiresAt") as Timestamp;
    const at = latest!.get("at") as Timestamp;
    expect(Math.round((expiresAt.toMillis() - at.toMillis()) / 86_400_000)).toBe(365);
  });
});

describe("content actions", () => {
  it("logs publish, edit, unpublish, schedule, publish again, trash, restore and purge of an item, by the owner", async () => {
    const form = new FormData();
    form.append("title", "Audited project");
    form.append("shortDescription", "Made by the audit test.");
    form.append("category", "Frontend");
    const created = await callSite<{ _id: string }>(apiPaths.projects, { method: "POST", body: form, cookie: ownerCookie });
    expect(created.status).toBe(201);
    const id = created.body._id;
    made.push({ id, ref: adminDb.collection("projects").doc(id) } as TestItem);
    const target = `projects/${id}`;
    const publish = await entryFor("item.publish", target);
    expect(publish).toMatchObject({ area: "content", actor: owner.username, summary: "Audited project" });

    const put = async (fields: Record<string, string>) => {
      const body = new FormData();
      body.append("title", "Audited project");
      body.append("shortDescription", "Made by the audit test.");
      body.append("category", "Frontend");
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      expect((await callSite(apiPaths.project(id), { method: "PUT", body, cookie: ownerCookie })).status).toBe(200);
    };
    await put({});
    expect(await entryFor("item.edit", target)).toBeDefined();
    await put({ status: "draft" });
    expect(await entryFor("item.unpublish", target)).toBeDefined();
    await put({ status: "published", publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await entryFor("item.schedule", target)).toBeDefined();

    expect((await send(apiPaths.project(id), "DELETE", ownerCookie)).status).toBe(200);
    expect(await entryFor("item.trash", target)).toBeDefined();
    expect((await send(`${apiPaths.project(id)}/restore`, "POST", ownerCookie)).status).toBe(200);
    expect(await entryFor("item.restore", target)).toBeDefined();
    await send(apiPaths.project(id), "DELETE", ownerCookie);
    expect((await send(apiPaths.project(id), "DELETE", ownerCookie)).status).toBe(200);
    expect(await entryFor("item.purge", target)).toMatchObject({ summary: "Audited project" });
    // Eight owner calls and their lookups: 18.5 s on a quiet machine, past the default 30 s while browser tests run.
  }, 90_000);

  it("logs nothing for a refused action", async () => {
    const before = (await page({ action: "item.trash" })).body.entries[0]?.id;
    expect((await send(apiPaths.project("no-such-project"), "DELETE", ownerCookie)).status).toBe(404);
    expect((await send(apiPaths.project("no-such-project"), "DELETE", memberCookie)).status).toBe(403);
    expect((await page({ action: "item.trash" })).body.entries[0]?.id).toBe(before);
  });
});

describe("moderation decisions and settings", () => {
  it("logs reviews, reports, contact messages, a removed comment and commenting turned off", async () => {
    const review = await pendingReview(writer.author);
    expect((await send(`/api/reviews/approve/${review}`, "PUT", ownerCookie)).status).toBe(200);
    expect(await entryFor("review.approve", `reviews/${review}`)).toMatchObject({ area: "moderation", actor: owner.username });
    expect((await send(`/api/reviews/${review}`, "DELETE", ownerCookie)).status).toBe(200);
    expect(await entryFor("review.delete", `reviews/${review}`)).toBeDefined();

    const report = await pendingReport(writer.author);
    expect((await send(`/api/reports/seen/${report}`, "PUT", ownerCookie)).status).toBe(200);
    expect(await entryFor("report.seen", `reports/${report}`)).toBeDefined();
    expect((await send(`/api/reports/${report}`, "DELETE", ownerCookie)).status).toBe(200);
    expect(await entryFor("report.delete", `reports/${report}`)).toBeDefined();

    const message = await contactMessage(writer.author);
    expect((await send(`/api/contact/${message}/handled`, "PUT", ownerCookie, { handled: true })).status).toBe(200);
    expect(await entryFor("contact.handled", `contactMessages/${message}`)).toBeDefined();
    expect((await send(`/api/contact/${message}`, "DELETE", ownerCookie)).status).toBe(200);
    expect(await entryFor("contact.delete", `contactMessages/${message}`)).toBeDefined();

    const comment = await homeComment(writer.author, "A comment the owner removes");
    expect((await send(`/api/home-comments/${comment}`, "DELETE", ownerCookie)).status).toBe(200);
    expect(await entryFor("comment.delete", `homeComments/${comment}`)).toMatchObject({ summary: "A comment the owner removes" });
    // A member removing their own comment is no moderation decision.
    const own = await homeComment(writer.author);
    expect((await send(`/api/home-comments/${own}`, "DELETE", writer.cookie)).status).toBe(200);
    expect(await entryFor("comment.delete", `homeComments/${own}`)).toBeUndefined();

    expect((await send(`/api/moderation/commenting/${writer.user.username}`, "PUT", ownerCookie, { disabled: true })).status).toBe(200);
    expect(await entryFor("commenting.disable", `users/${writer.author.uid}`)).toMatchObject({ summary: writer.user.username });
    await send(`/api/moderation/commenting/${writer.user.username}`, "PUT", ownerCookie, { disabled: false });
    expect(await entryFor("commenting.enable", `users/${writer.author.uid}`)).toBeDefined();
  });

  it("logs a settings change", async () => {
    const before = (await callSite<{ domains: string[] }>("/api/fediverse/blocked-domains", { cookie: ownerCookie })).body.domains;
    const domain = `audit-${Date.now().toString(36)}.example`;
    expect((await send("/api/fediverse/blocked-domains", "PUT", ownerCookie, { domains: [...before, domain] })).status).toBe(200);
    const [latest] = (await page({ area: "settings" })).body.entries;
    expect(latest).toMatchObject({ action: "settings.blocked-domains", actor: owner.username });
    expect(latest!.summary).toContain(domain);
    await send("/api/fediverse/blocked-domains", "PUT", ownerCookie, { domains: before });
  });
});

describe("security events", () => {
  it("logs a sign-in with its browser and network, a failed one by the email's digest only, and a logout", async () => {
    const { user } = await directUser();
    const uid = (await adminAuth.getUserByEmail(user.email)).uid;
    const wrong = `Wrong-${Date.now()}@x`;
    expect((await postJson("/api/login", { email: user.email, password: wrong }, { headers: { "X-Forwarded-For": "203.0.113.9" } })).status).toBe(401);
    const failure = await entryFor("sign-in.failure", `email:${digest(user.email.toLowerCase()).slice(0, 16)}`);
    expect(failure).toMatchObject({ area: "security", actor: null, address: "203.0.113.x" });
    const everything = JSON.stringify((await page({ area: "security" })).body);
    expect(everything).not.toContain(wrong);
    expect(everything).not.toContain(user.email);

    const answer = await postJson("/api/login", { email: user.email, password: user.password }, {
      headers: { "X-Forwarded-For": "198.51.100.4", "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0" },
    });
    expect(answer.status).toBe(200);
    const signIns = (await page({ action: "sign-in" })).body.entries.filter((entry) => entry.actor === user.username);
    expect(signIns[0]).toMatchObject({ summary: "Firefox 133 on Windows 10", address: "198.51.100.x" });

    const cookie = await sessionCookieFor(user.email, user.password);
    await postJson(apiPaths.logout, {}, { cookie });
    expect((await page({ action: "logout" })).body.entries.some((entry) => entry.actor === user.username)).toBe(true);
    await adminDb.collection("knownBrowsers").doc(uid).delete();
  });

  it("logs a session ended by id and all-but-this-one", async () => {
    const { user, cookie } = await directUser();
    const second = await sessionCookieFor(user.email, user.password);
    const [, other] = (await callSite<SessionList>(SESSION_API_PATHS.sessions, { cookie })).body.sessions;
    expect((await send(SESSION_API_PATHS.session(other!.id), "DELETE", cookie)).status).toBe(200);
    expect(await entryFor("session.end", other!.id.slice(0, 12))).toMatchObject({ actor: user.username });
    expect((await callSite(apiPaths.profile, { cookie: second })).status).toBe(401);
    await sessionCookieFor(user.email, user.password);
    expect((await postJson(SESSION_API_PATHS.endOthers, {}, { cookie })).status).toBe(200);
    const ended = (await page({ action: "session.end-others" })).body.entries.find((entry) => entry.actor === user.username);
    expect(ended).toMatchObject({ summary: "Ended 1 other session." });
  });

  it("logs a password reset", async () => {
    const { user } = await directUser();
    await postJson("/api/forgot-request", { email: user.email }, { headers: { "X-Forwarded-For": randomAddress() } });
    const verify = await postJson<{ resetToken: string }>("/api/forgot-verify", { email: user.email, forgotCode: await latestCode(user.email) });
    const newPassword = "Changed@456";
    const reset = await postJson("/api/forgot-reset", { email: user.email, newPassword, confirmPassword: newPassword, resetToken: verify.body.resetToken });
    expect(reset.status).toBe(200);
    const entries = (await page({ action: "password.reset" })).body.entries;
    expect(entries.find((entry) => entry.actor === user.username)).toMatchObject({ area: "security", summary: "Every session was ended" });
    expect(JSON.stringify(entries)).not.toContain(newPassword);
  });
});
