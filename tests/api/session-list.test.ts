// This account's sessions (issue 34) against the real emulators, through Hosting: the list with browser, system and a
// shortened address, ending one (only one's own) or all but this one, ended sessions refused at once, lastSeenAt
// written at most once a step, and a mail on a sign-in from a browser the account has not used before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "@contract/routes";
import { SESSION_API_PATHS, type EndOtherSessionsAnswer, type SessionList, type SessionSummary } from "@contract/sessions";
import { Timestamp } from "firebase-admin/firestore";
import { directUser, mailTo, type NewUser } from "../support/accounts";
import { adminAuth, adminDb, callSite, postJson, randomAddress, sessionCookieOf } from "../support/stack";
import { LAST_SEEN_STEP_MS } from "../../functions/src/services/accounts/sessions-service";
import { digest } from "../../functions/src/services/secrets";

const CHROME_LINUX = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CHROME_LINUX_NEWER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const NEW_SIGN_IN_SUBJECT = /^New sign-in to your .+ account$/;

/** Signs in through POST /api/login from a given browser and address; answers the Cookie header. */
async function signIn(user: NewUser, userAgent: string, address = randomAddress()): Promise<string> {
  const answer = await postJson("/api/login", { email: user.email, password: user.password }, { headers: { "User-Agent": userAgent, "X-Forwarded-For": address } });
  const cookie = sessionCookieOf(answer.headers);
  if (answer.status !== 200 || !cookie) throw new Error(`Login failed: ${JSON.stringify(answer.body)}`);
  return cookie;
}

const list = async (cookie: string) => (await callSite<SessionList>(SESSION_API_PATHS.sessions, { cookie })).body.sessions;
const profileStatus = async (cookie: string) => (await callSite(apiPaths.profile, { cookie })).status;
const endOne = (id: string, cookie: string | undefined) => callSite<{ message: string }>(SESSION_API_PATHS.session(id), { method: "DELETE", cookie });
const endOthers = (cookie: string | undefined) => postJson<EndOtherSessionsAnswer>(SESSION_API_PATHS.endOthers, {}, { cookie });
const sessionRecordOf = (cookie: string) =>
  adminDb.collection("sessions").doc(decodeURIComponent(cookie.slice("__session=".length)).split(".")[0] ?? "");
const newSignInMails = async (email: string) => (await mailTo(email)).filter((mail) => NEW_SIGN_IN_SUBJECT.test(mail.subject));

let user: NewUser;
let firstCookie: string;
let other: { user: NewUser; cookie: string };

beforeAll(async () => {
  // directUser signs in once (from Node's fetch): that first sign-in of the account starts its list of browsers.
  const made = await directUser();
  user = made.user;
  firstCookie = made.cookie;
  other = await directUser();
}, 60_000);

afterAll(async () => {
  for (const each of [user, other.user]) {
    const { uid } = await adminAuth.getUserByEmail(each.email);
    await adminDb.collection("knownBrowsers").doc(uid).delete();
  }
});

describe("the session list", () => {
  let chrome: string;
  let firefox: string;

  beforeAll(async () => {
    chrome = await signIn(user, `  ${CHROME_LINUX}  `, "203.0.113.57");
    firefox = await signIn(user, FIREFOX_WINDOWS, "2001:db8:1234:5678::1");
  });

  it("lists this account's sessions with browser, system and a shortened address, this one first", async () => {
    const sessions = await list(chrome);
    expect(sessions.length).toBe(3);
    const [current, ...rest] = sessions;
    expect(current).toMatchObject({ browser: "Chrome 131", system: "Linux", address: "203.0.113.x", current: true });
    expect(rest.every((session) => !session.current)).toBe(true);
    expect(rest.find((session) => session.browser === "Firefox 133")).toMatchObject({ system: "Windows 10", address: "2001:db8:1234::/48" });
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.parse(session.createdAt)).toBeGreaterThan(Date.now() - 120_000);
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    // The list names sessions by a digest, never by the first half of anyone's cookie.
    expect(JSON.stringify(sessions)).not.toContain(sessionRecordOf(chrome).id);
  });

  it("stores the trimmed User-Agent and only the address's network", async () => {
    const record = (await sessionRecordOf(chrome).get()).data() ?? {};
    expect(record.userAgent).toBe(CHROME_LINUX);
    expect(record.address).toBe("203.0.113.x");
    expect(JSON.stringify(record)).not.toContain("203.0.113.57");
    expect(record.createdAt).toBeInstanceOf(Timestamp);
  });

  it("never shows another account's sessions", async () => {
    const theirs = await list(other.cookie);
    expect(theirs).toHaveLength(1);
    const mine = new Set((await list(chrome)).map((session) => session.id));
    expect(theirs.some((session) => mine.has(session.id))).toBe(false);
  });

  it("moves lastSeenAt when the session is used after a step, and not on every call", async () => {
    const ref = sessionRecordOf(firefox);
    const longAgo = Timestamp.fromMillis(Date.now() - LAST_SEEN_STEP_MS - 60_000);
    await ref.update({ lastSeenAt: longAgo });
    expect(await profileStatus(firefox)).toBe(200);
    const moved = (await ref.get()).get("lastSeenAt") as Timestamp;
    expect(moved.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect(await profileStatus(firefox)).toBe(200);
    expect(((await ref.get()).get("lastSeenAt") as Timestamp).isEqual(moved)).toBe(true);
  });

  it("ends one session by its id, which is refused at once in the other browser", async () => {
    const target = (await list(chrome)).find((session) => session.browser === "Firefox 133") as SessionSummary;
    expect(await profileStatus(firefox)).toBe(200);
    const answer = await endOne(target.id, chrome);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Session ended.");
    expect(await profileStatus(firefox)).toBe(401);
    expect((await list(chrome)).map((session) => session.id)).not.toContain(target.id);
    // Ended already: not found, and nothing else changes.
    expect((await endOne(target.id, chrome)).status).toBe(404);
    expect(await profileStatus(chrome)).toBe(200);
  });

  it("answers 404 for another user's session id and leaves that session alone", async () => {
    const [theirs] = await list(other.cookie);
    const answer = await endOne(theirs!.id, chrome);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe("Session not found.");
    expect(await profileStatus(other.cookie)).toBe(200);
  });

  it("answers 404 for a malformed or made-up id", async () => {
    expect((await endOne("not-a-session", chrome)).status).toBe(404);
    expect((await endOne(digest("made up"), chrome)).status).toBe(404);
  });

  it("ends every session but this one", async () => {
    const extra = [await signIn(user, CHROME_LINUX), await signIn(user, FIREFOX_WINDOWS)];
    const before = (await list(chrome)).length;
    const answer = await endOthers(chrome);
    expect(answer.status).toBe(200);
    expect(answer.body.ended).toBe(before - 1);
    expect(answer.body.message).toBe(`Ended ${before - 1} other sessions.`);
    for (const cookie of [firstCookie, ...extra]) expect(await profileStatus(cookie)).toBe(401);
    expect(await profileStatus(chrome)).toBe(200);
    expect(await list(chrome)).toHaveLength(1);
    expect((await endOthers(chrome)).body).toMatchObject({ ended: 0, message: "No other session was signed in." });
    // The other account was not touched.
    expect(await profileStatus(other.cookie)).toBe(200);
  });

  it("ending the session the call came from logs it out", async () => {
    const cookie = await signIn(user, CHROME_LINUX);
    const mine = (await list(cookie)).find((session) => session.current) as SessionSummary;
    const answer = await endOne(mine.id, cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().some((line) => line.startsWith("__session=;"))).toBe(true);
    expect(await profileStatus(cookie)).toBe(401);
  });
});

describe("who may use the session calls", () => {
  it("asks a guest to log in", async () => {
    expect((await callSite(SESSION_API_PATHS.sessions)).status).toBe(401);
    expect((await endOne(digest("x"), undefined)).status).toBe(401);
    expect((await endOthers(undefined)).status).toBe(401);
  });

  it("refuses a logged-out cookie", async () => {
    const cookie = await signIn(other.user, CHROME_LINUX);
    await postJson(apiPaths.logout, {}, { cookie });
    expect((await callSite(SESSION_API_PATHS.sessions, { cookie })).status).toBe(401);
  });
});

describe("mail on a sign-in from a new browser", () => {
  it("does not mail on an account's first sign-in, mails once per new browser, and not on an update", async () => {
    const { user: fresh } = await directUser();
    expect(await newSignInMails(fresh.email)).toHaveLength(0);
    await signIn(fresh, CHROME_LINUX, "198.51.100.23");
    const mails = await newSignInMails(fresh.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Chrome 131 on Linux (network 198.51.100.x)");
    expect(mails[0]!.text).toContain("/profile");
    expect(mails[0]!.text).not.toContain("198.51.100.23");
    await signIn(fresh, CHROME_LINUX_NEWER);
    expect(await newSignInMails(fresh.email)).toHaveLength(1);
    await signIn(fresh, FIREFOX_WINDOWS);
    expect(await newSignInMails(fresh.email)).toHaveLength(2);
    const { uid } = await adminAuth.getUserByEmail(fresh.email);
    const known = (await adminDb.collection("knownBrowsers").doc(uid).get()).get("digests") as string[];
    expect(known).toHaveLength(3);
    expect(JSON.stringify(known)).not.toContain("Chrome");
    await adminDb.collection("knownBrowsers").doc(uid).delete();
  });
});
