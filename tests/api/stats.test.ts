// Cookieless page views and the owner's stats (docs/stats.md), through Hosting as the browser's beacon sends them.
// Each test views pages of its own (fresh items, so their paths are new), with user agents and addresses of its
// own, and reads what was stored with firebase-admin. Requests go one at a time: on two cores the Functions
// emulator starts a worker per concurrent request.
import { FieldValue, type DocumentData } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { REFERRER_MIN_VISITORS } from "@contract/referrers";
import type { StatsAnswer } from "@contract/stats";
import { MAX_VIEWS_PER_VISITOR_PER_DAY } from "../../functions/src/services/stats/stats-days";
import { directUser } from "../support/accounts";
import { itemComment } from "../support/community-fixtures";
import { freshItem, removeItem, type TestItem } from "../support/items";
import { adminAuth, adminDb, callSite, owner, postJson, randomAddress, sessionCookieFor, siteUrl } from "../support/stack";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const HEADLESS = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const LIGHTHOUSE = `${CHROME} Chrome-Lighthouse`;

/** A browser of its own: the same Chrome with a build number no other test uses. */
let browsers = 0;
const browser = () => `${CHROME.replace("131.0.0.0", `131.0.${process.pid % 1000}.${(browsers += 1)}`)}`;

const today = () => new Date().toISOString().slice(0, 10);
const sentAddresses: string[] = [];
const sentAgents: string[] = [];

interface Visitor {
  address: string;
  agent: string;
  cookie?: string;
}

function visitor(agent = browser(), cookie?: string): Visitor {
  const address = randomAddress();
  sentAddresses.push(address);
  sentAgents.push(agent);
  return { address, agent, cookie };
}

function view(who: Visitor, body: unknown) {
  return postJson("/api/views", body, { cookie: who.cookie, headers: { "User-Agent": who.agent, "X-Forwarded-For": who.address } });
}

/** The marks stored today for one path. */
async function marksOf(path: string): Promise<DocumentData[]> {
  const snapshot = await adminDb.collection("statsMarks").where("path", "==", path).where("day", "==", today()).get();
  return snapshot.docs.map((doc) => doc.data());
}

const items: TestItem[] = [];
async function page(kind: "projects" | "articles" | "blogs" = "projects"): Promise<{ path: string; item: TestItem; title: string }> {
  const item = await freshItem(kind);
  items.push(item);
  const prefix = { projects: "/projects", articles: "/articles", blogs: "/blogs" }[kind];
  return { path: `${prefix}/${item.id}`, item, title: String((await item.ref.get()).get("title")) };
}

let ownerCookie: string;
let memberCookie: string;
// The seeded summaries of the last week: set aside, so a test's few views are the week's top pages, and put back.
const setAside: { id: string; data: DocumentData }[] = [];

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  memberCookie = (await directUser()).cookie;
  const week = Array.from({ length: 7 }, (_, index) => new Date(Date.now() - index * 86_400_000).toISOString().slice(0, 10));
  for (const snapshot of await adminDb.getAll(...week.map((day) => adminDb.collection("statsDays").doc(day)))) {
    if (!snapshot.exists) continue;
    setAside.push({ id: snapshot.id, data: snapshot.data() ?? {} });
    await snapshot.ref.delete();
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(setAside.map(({ id, data }) => adminDb.collection("statsDays").doc(id).set(data)));
  await Promise.all(items.map(removeItem));
}, 60_000);

describe("POST /api/views", () => {
  it("counts a view once per visitor (address) per page per day, whatever the user agent says", async () => {
    const { path } = await page();
    const first = visitor();
    for (let repeat = 0; repeat < 3; repeat += 1) expect((await view(first, { path })).status).toBe(204);
    expect(await marksOf(path)).toHaveLength(1);

    // Issue 31: a user agent is the client's to choose, so another one on the same address is the same visitor.
    const sameAddressOtherBrowser = { ...visitor(), address: first.address };
    expect((await view(sameAddressOtherBrowser, { path })).status).toBe(204);
    expect(await marksOf(path)).toHaveLength(1);
    const anotherAddress = visitor(first.agent);
    expect((await view(anotherAddress, { path })).status).toBe(204);
    expect(await marksOf(path)).toHaveLength(2);

    // The same visitor on another page is another view, of the same visitor.
    const other = await page();
    await view(first, { path: other.path });
    const [onOther] = await marksOf(other.path);
    const onFirst = await marksOf(path);
    expect(onFirst.map((mark) => mark.visitor)).toContain(onOther?.visitor);
  });

  // Issue 31: 40 beacons from one address with 40 user agents made +40 visitors.
  it("counts 40 beacons from one address with 40 user agents as one visitor and one view", async () => {
    const stats = async () => (await callSite<StatsAnswer>("/api/stats?days=7", { cookie: ownerCookie })).body.series.at(-1);
    const { path } = await page();
    const address = randomAddress();
    sentAddresses.push(address);
    const before = await stats();
    for (let each = 0; each < 40; each += 1) {
      expect((await view({ address, agent: browser() }, { path })).status).toBe(204);
    }
    const after = await stats();
    expect(await marksOf(path)).toHaveLength(1);
    expect({ views: (after?.views ?? 0) - (before?.views ?? 0), visitors: (after?.visitors ?? 0) - (before?.visitors ?? 0) }).toEqual({
      views: 1,
      visitors: 1,
    });
  });

  it(`counts at most ${MAX_VIEWS_PER_VISITOR_PER_DAY} views of one address a day, then writes nothing more`, { timeout: 120_000 }, async () => {
    const who = visitor();
    // Pages that are not stored items still have the shape of one: a flood names whatever it likes.
    const paths = Array.from({ length: MAX_VIEWS_PER_VISITOR_PER_DAY + 5 }, () => `/projects/flood-${randomUUID()}`);
    for (const path of paths) expect((await view(who, { path })).status).toBe(204);
    const [first] = await marksOf(paths[0] ?? "");
    const ofVisitor = await adminDb.collection("statsMarks").where("visitor", "==", first?.visitor).where("day", "==", today()).get();
    expect(ofVisitor.size).toBe(MAX_VIEWS_PER_VISITOR_PER_DAY);
    expect(await marksOf(paths.at(-1) ?? "")).toHaveLength(0);
    // Another address is not held back by it.
    const { path } = await page();
    await view(visitor(), { path });
    expect(await marksOf(path)).toHaveLength(1);
  });

  it("counts a member's view but never the owner's", async () => {
    const { path } = await page();
    expect((await view(visitor(browser(), ownerCookie), { path })).status).toBe(204);
    expect(await marksOf(path)).toHaveLength(0);
    expect((await view(visitor(browser(), memberCookie), { path })).status).toBe(204);
    expect(await marksOf(path)).toHaveLength(1);
  });

  it("does not count robots: headless browsers, Lighthouse, crawlers, no user agent", async () => {
    const { path } = await page();
    for (const agent of [HEADLESS, LIGHTHOUSE, GOOGLEBOT, "curl/8.5.0"]) {
      expect((await view(visitor(agent), { path })).status).toBe(204);
    }
    expect((await postJson("/api/views", { path }, { headers: { "User-Agent": "" } })).status).toBe(204);
    expect(await marksOf(path)).toHaveLength(0);
  });

  it("sets no cookie and answers nothing but 204", async () => {
    const { path } = await page();
    const answer = await view(visitor(), { path });
    expect(answer.status).toBe(204);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(answer.body).toBe("");
  });

  it("takes the site's own Origin, as sendBeacon sends it, and refuses another site's", async () => {
    const { path } = await page();
    const who = visitor();
    const headers = { "User-Agent": who.agent, "X-Forwarded-For": who.address };
    expect((await postJson("/api/views", { path }, { headers: { ...headers, Origin: "https://evil.example" } })).status).toBe(403);
    expect(await marksOf(path)).toHaveLength(0);
    expect((await postJson("/api/views", { path }, { headers: { ...headers, Origin: siteUrl } })).status).toBe(204);
    expect(await marksOf(path)).toHaveLength(1);
  });

  it("takes the body as text too (sendBeacon of a string)", async () => {
    const { path } = await page();
    const who = visitor();
    const answer = await callSite("/api/views", {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": who.agent, "X-Forwarded-For": who.address },
      body: JSON.stringify({ path, referrer: "duckduckgo.com" }),
    });
    expect(answer.status).toBe(204);
    expect((await marksOf(path)).map((mark) => mark.source)).toEqual(["search"]);
  });

  it("classifies and keeps the referrer's host, and a click inside the site as internal", async () => {
    const cases: [string | undefined, string, string | undefined][] = [
      ["www.google.com", "search", "google.com"],
      ["t.co", "social", "t.co"],
      ["github.com", "other", "github.com"],
      [undefined, "direct", undefined],
      [new URL(siteUrl).host, "internal", undefined],
    ];
    for (const [referrer, source, host] of cases) {
      const { path } = await page();
      await view(visitor(), referrer ? { path, referrer } : { path });
      const [mark] = await marksOf(path);
      expect(mark?.source).toBe(source);
      expect(mark?.host).toBe(host);
    }
  });

  it("refuses a bad body with 400 and a message, and stores nothing", async () => {
    const { path } = await page();
    const who = visitor();
    const bad: unknown[] = [
      {},
      { path: 5 },
      { path: "/login" },
      { path: "/stats" },
      { path: "https://evil.example/projects" },
      { path: `${path}/extra` },
      { path: `/projects/${"a".repeat(300)}` },
      { path, referrer: "https://github.com/some/page" },
      { path, referrer: "not a host" },
      { path, referrer: 7 },
    ];
    for (const body of bad) {
      const answer = await view(who, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body as { message: string }).message).toMatch(/\w/);
    }
    const text = await callSite("/api/views", {
      method: "POST",
      headers: { "Content-Type": "text/plain", "User-Agent": who.agent, "X-Forwarded-For": who.address },
      body: "{not json",
    });
    expect(text.status).toBe(400);
    const huge = await view(who, { path, referrer: "a".repeat(10_000) });
    expect(huge.status).toBe(413);
    expect(await marksOf(path)).toHaveLength(0);
    expect(await marksOf(`${path}/extra`)).toHaveLength(0);
    expect(await marksOf("/login")).toHaveLength(0);
  });

  it("stores no address and no user agent anywhere", async () => {
    const { path } = await page();
    await view(visitor(), { path, referrer: "news.ycombinator.com" });
    const stored: string[] = [];
    for (const name of ["statsMarks", "statsSalts", "statsDays", "statsVisitors"]) {
      for (const doc of (await adminDb.collection(name).get()).docs) stored.push(doc.id, JSON.stringify(doc.data()));
    }
    const everything = stored.join("\n");
    expect(sentAddresses.length).toBeGreaterThan(10);
    for (const address of sentAddresses) expect(everything).not.toContain(address);
    for (const agent of new Set(sentAgents)) if (agent) expect(everything).not.toContain(agent);
    expect(everything).not.toContain("Chrome/");
  });
});

describe("GET /api/stats", () => {
  it("is 401 for a guest, 403 for a member, 400 for a range it does not offer", async () => {
    expect((await callSite("/api/stats?days=7")).status).toBe(401);
    expect((await callSite("/api/stats?days=7", { cookie: memberCookie })).status).toBe(403);
    const odd = await callSite<{ message: string }>("/api/stats?days=5", { cookie: ownerCookie });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe("Days must be 7, 30 or 90.");
  });

  it("answers each range with one entry per day, today last", async () => {
    for (const days of [7, 30, 90]) {
      const answer = await callSite<StatsAnswer>(`/api/stats?days=${days}`, { cookie: ownerCookie });
      expect(answer.status).toBe(200);
      expect(answer.body.series).toHaveLength(days);
      expect(answer.body.series.at(-1)?.day).toBe(today());
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("reflects the counted views, with the pages' titles and the referrers' classes", async () => {
    const stats = async () => (await callSite<StatsAnswer>("/api/stats?days=7", { cookie: ownerCookie })).body;
    const before = await stats();
    const popular = await page("articles");
    const quiet = await page("blogs");
    for (const referrer of ["www.google.com", "t.co", "github.com", undefined]) {
      await view(visitor(), referrer ? { path: popular.path, referrer } : { path: popular.path });
    }
    await view(visitor(), { path: quiet.path, referrer: "github.com" });
    // A third visitor from github.com today: another site is named once REFERRER_MIN_VISITORS came from it.
    for (let more = 2; more < REFERRER_MIN_VISITORS; more += 1) await view(visitor(), { path: (await page()).path, referrer: "github.com" });
    await view(visitor(HEADLESS), { path: quiet.path });
    await view(visitor(browser(), ownerCookie), { path: quiet.path });
    const after = await stats();

    const todayOf = (answer: StatsAnswer) => answer.series.at(-1);
    expect((todayOf(after)?.views ?? 0) - (todayOf(before)?.views ?? 0)).toBeGreaterThanOrEqual(5);
    expect((todayOf(after)?.visitors ?? 0) - (todayOf(before)?.visitors ?? 0)).toBeGreaterThanOrEqual(5);
    expect(after.totals.views).toBe(after.series.reduce((sum, day) => sum + day.views, 0));
    expect(after.topPages).toContainEqual({ path: popular.path, title: popular.title, views: 4 });
    // The quiet page's one view is a visitor's: the headless browser and the owner were not counted.
    expect(await marksOf(quiet.path)).toHaveLength(1);
    expect(after.referrers.search - before.referrers.search).toBeGreaterThanOrEqual(1);
    expect(after.referrers.social - before.referrers.social).toBeGreaterThanOrEqual(1);
    expect(after.referrers.other - before.referrers.other).toBeGreaterThanOrEqual(2);
    expect(after.referrers.direct - before.referrers.direct).toBeGreaterThanOrEqual(1);
    const github = after.referrerHosts.find((entry) => entry.host === "github.com");
    expect(github?.source).toBe("other");
    expect(github?.visits ?? 0).toBeGreaterThanOrEqual(REFERRER_MIN_VISITORS);
  });

  // Issue 31: any made-up referrer host showed in the owner's top list.
  it("keeps made-up referrer hosts out of the top list, and still counts their views as other sites", async () => {
    const stats = async () => (await callSite<StatsAnswer>("/api/stats?days=7", { cookie: ownerCookie })).body;
    const before = await stats();
    const spam = `best-seo-offers-${randomUUID().slice(0, 8)}.com`;
    // One address, many pages, a new user agent each time: one visitor, however many beacons.
    const address = randomAddress();
    sentAddresses.push(address);
    for (let each = 0; each < 12; each += 1) await view({ address, agent: browser() }, { path: (await page()).path, referrer: spam });
    // Hosts that are no domain at all, from as many addresses as a real site would bring.
    for (const made of ["localhost", "203.0.113.9", "intranet"]) {
      for (let each = 0; each < REFERRER_MIN_VISITORS + 1; each += 1) await view(visitor(), { path: (await page()).path, referrer: made });
    }
    // A real site's link, followed by REFERRER_MIN_VISITORS different readers.
    const real = `blog-${randomUUID().slice(0, 8)}.dev`;
    for (let each = 0; each < REFERRER_MIN_VISITORS; each += 1) await view(visitor(), { path: (await page()).path, referrer: real });
    const after = await stats();
    const named = after.referrerHosts.map((entry) => entry.host);
    for (const hidden of [spam, "localhost", "203.0.113.9", "intranet"]) expect(named).not.toContain(hidden);
    expect(after.referrerHosts).toContainEqual({ host: real, source: "other", visits: REFERRER_MIN_VISITORS });
    expect(after.referrers.other - before.referrers.other).toBe(12 + 3 * (REFERRER_MIN_VISITORS + 1) + REFERRER_MIN_VISITORS);
  });

  it("names the pages that are not items, and an item that is gone", async () => {
    const gone = await page();
    await gone.item.ref.delete();
    // Six visitors each, so these outrank the other tests' pages of today in the top ten.
    for (const path of ["/", "/news", "/did-you-know", gone.path]) {
      for (let each = 0; each < 6; each += 1) await view(visitor(), { path });
    }
    const { topPages } = (await callSite<StatsAnswer>("/api/stats?days=7", { cookie: ownerCookie })).body;
    const titleOf = (path: string) => topPages.find((entry) => entry.path === path)?.title;
    expect(titleOf("/")).toBe("Home");
    expect(titleOf("/news")).toBe("News");
    expect(titleOf("/did-you-know")).toBe("Did You Know?");
    expect(titleOf(gone.path)).toBe("A removed project");
  });

  it("counts today's likes and comments", async () => {
    const todayOf = async () => (await callSite<StatsAnswer>("/api/stats?days=7", { cookie: ownerCookie })).body.series.at(-1);
    const before = await todayOf();
    const { item } = await page();
    const { uid } = await adminAuth.getUserByEmail(owner.email);
    await item.ref.collection("likes").doc(uid).create({ createdAt: FieldValue.serverTimestamp() });
    await item.ref.collection("likes").doc("stats-test-fan").create({ createdAt: FieldValue.serverTimestamp() });
    await itemComment(item.ref, { uid, username: "owner" });
    const after = await todayOf();
    expect((after?.likes ?? 0) - (before?.likes ?? 0)).toBeGreaterThanOrEqual(2);
    expect((after?.comments ?? 0) - (before?.comments ?? 0)).toBeGreaterThanOrEqual(1);
  });
});
