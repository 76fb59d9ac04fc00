// Issue 20, finding 7: a stranger cannot multiply what the site's public reads cost. Firebase Hosting's CDN keys its
// cache on the path, the query string and the __session cookie, so any caller can miss it at will; the expensive
// public reads (home comments, the home page, searches of several words, the sitemap, the feeds) are therefore
// kept for a short while inside the function too, and only a valid session makes an answer private.
//
// The tests see the function's own cache through what it answers: a record written straight into Firestore (as
// another function instance would) does not show while the cache holds, however the requests vary; a change made
// through this instance's API shows at once.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeComment, removeCommunityRecords } from "../support/community-fixtures";
import { directUser } from "../support/accounts";
import { freshItem, removeItem, type TestItem } from "../support/items";
import { adminAuth, callSite, owner, postJson, sessionCookieFor, siteUrl } from "../support/stack";

const SHARED = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";
const since = new Date();
const bust = () => `${randomUUID()}=${randomUUID()}`;
const bogusCookie = () => `__session=${randomUUID()}`;

let member: { uid: string; username: string; cookie: string };
const items: TestItem[] = [];

beforeAll(async () => {
  const { user, cookie } = await directUser();
  member = { uid: (await adminAuth.getUserByEmail(user.email)).uid, username: user.username, cookie };
});

afterAll(async () => {
  await removeCommunityRecords([member.uid], since);
  await Promise.all(items.map(removeItem));
});

describe("a session cookie the site never issued", () => {
  it.each(["/api/home-comments", "/api/projects", "/api/reviews", "/", "/sitemap.xml"])(
    "%s answers a bogus __session as it answers a guest: shared, cacheable",
    async (path) => {
      const guest = await callSite(path);
      const bogus = await callSite(path, { cookie: "__session=x" });
      expect(bogus.status).toBe(200);
      expect(bogus.headers.get("cache-control")).toBe(SHARED);
      expect(bogus.body).toEqual(guest.body);
    },
  );
});

describe("cache-busting requests cost the reads of one", () => {
  it("home comments and the home page: 20 requests with random query strings and cookies answer the same", async () => {
    const texts = async (path: string, init = {}) => JSON.stringify((await callSite(path, init)).body);
    const before = await texts(`/api/home-comments?${bust()}`);
    const beforePage = (await callSite(`/?${bust()}`)).body as string;

    // Another instance's write: this instance goes on answering what it read, until its cache runs out.
    const marker = `Written behind the cache ${randomUUID()}`;
    await homeComment({ uid: member.uid, username: member.username }, marker);
    for (let request = 0; request < 20; request += 1) {
      const answer = await texts(`/api/home-comments?${bust()}`, { cookie: bogusCookie() });
      expect(answer).toBe(before);
    }
    const page = (await callSite(`/?${bust()}`, { cookie: bogusCookie() })).body as string;
    expect(page).not.toContain(marker);
    expect(page.length).toBe(beforePage.length);

    // A verified member skips the copy, as they skip the CDN: they see what other instances stored at once.
    expect(await texts("/api/home-comments", { cookie: member.cookie })).toContain(marker);

    // A comment through this instance's API: what it answers, and what guests get next, is fresh.
    const own = `Through the API ${randomUUID()}`;
    const added = await postJson("/api/home-comments", { text: own }, { cookie: member.cookie, headers: { Origin: siteUrl } });
    expect(added.status).toBe(200);
    const after = await texts(`/api/home-comments?${bust()}`);
    expect(after).toContain(own);
    expect(after).toContain(marker);
    expect((await callSite(`/?${bust()}`)).body).toContain(marker);
  });

  it("a search of two words and the sitemap: an item written behind the cache shows once the owner changes the site", async () => {
    const word = randomUUID().slice(0, 8);
    const search = `/api/projects?q=${encodeURIComponent(`engagement test ${word}`)}`;
    const sitemap = async () => (await callSite(`/sitemap.xml?${bust()}`, { cookie: bogusCookie() })).body as string;
    expect((await callSite(search)).body).toEqual([]);
    const sitemapBefore = await sitemap();

    const hidden = await freshItem("projects");
    await hidden.ref.update({ title: `Engagement test ${word}`, searchWords: ["engagement", "test", word] });
    items.push(hidden);
    for (let request = 0; request < 20; request += 1) {
      expect((await callSite(`${search}&${bust()}`, { cookie: bogusCookie() })).body).toEqual([]);
    }
    expect(await sitemap()).toBe(sitemapBefore);

    // The owner deletes another item through the API: this instance forgets what it kept.
    const removed = await freshItem("projects");
    const ownerCookie = await sessionCookieFor(owner.email, owner.password);
    expect((await callSite(`/api/projects/${removed.id}`, { method: "DELETE", cookie: ownerCookie })).status).toBe(200);
    const found = (await callSite<{ _id: string }[]>(search)).body;
    expect(found.map((card) => card._id)).toEqual([hidden.id]);
    expect(await sitemap()).toContain(`/projects/${hidden.id}<`);
  });
});
