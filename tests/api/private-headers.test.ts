// Issue 31, finding 8: through Hosting, pages and answers that carry a token or private results keep
// `Cache-Control: private, no-store` and `Referrer-Policy: no-referrer`. firebase.json's header rules used to replace
// the function's own (a Hosting header rule wins over a function's header of the same name), so /unsubscribe and
// /search went out as `no-cache` and `strict-origin-when-cross-origin`. Public pages stay cacheable as before.
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "@contract/routes";
import { SUBSCRIPTION_API_PATHS } from "@contract/subscriptions";
import { freshItem, removeItem, type TestItem } from "../support/items";
import { unsubscribeTokenFor } from "../support/mail";
import { adminAuth, member, owner, sessionCookieFor, siteUrl } from "../support/stack";

const PRIVATE = { cache: "private, no-store", referrer: "no-referrer" };
const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

let ownerCookie = "";
let memberCookie = "";
let draft: TestItem;
let previewToken = "";
let unsubscribeToken = "";

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  memberCookie = await sessionCookieFor(member.email, member.password);
  draft = await freshItem("articles");
  await draft.ref.update({ status: "draft", publishAt: Timestamp.fromMillis(Date.now() - 60_000) });
  const opened = await fetch(`${siteUrl}${apiPaths.itemPreviewLink("articles", draft.id)}`, {
    method: "POST",
    headers: { Cookie: ownerCookie, Origin: siteUrl },
  });
  previewToken = ((await opened.json()) as { previewToken: string }).previewToken;
  const memberUid = (await adminAuth.getUserByEmail(member.email)).uid;
  unsubscribeToken = unsubscribeTokenFor(memberUid, "posts:all", member.email);
}, 60_000);

afterAll(async () => {
  if (draft) await removeItem(draft);
});

/** The two headers a browser and a CDN act on, as Hosting sends them. */
async function headersOf(path: string, init: { cookie?: string; accept?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.accept) headers.Accept = init.accept;
  const answer = await fetch(`${siteUrl}${path}`, { headers, redirect: "manual" });
  await answer.arrayBuffer();
  return { status: answer.status, cache: answer.headers.get("cache-control"), referrer: answer.headers.get("referrer-policy") };
}

describe("pages with a token or private results, through Hosting", () => {
  const pages = () => [
    // A member's signed unsubscribe link, and a broken one: both pages carry what was in the link.
    { path: `/unsubscribe?t=${encodeURIComponent(unsubscribeToken)}`, status: 200 },
    { path: "/unsubscribe?t=not-a-token", status: 400 },
    // What a reader searched for, and the results (which follow the public predicate at once).
    { path: "/search?q=timer", status: 200 },
    // The reset link another part of issue 31 mails (/forgot?token=...) and the confirm page: Hosting's own files.
    { path: "/forgot?token=Zm9yZ290LXRva2VuLWZyb20tYS1tYWls", status: 200 },
    { path: "/forgot", status: 200 },
    { path: "/confirm?email=someone%40example.com", status: 200 },
    // The pages only a member or the owner sees.
    { path: "/profile", status: 200 },
    { path: "/stats", status: 200 },
    { path: "/moderation", status: 200 },
    { path: "/people", status: 200 },
    // A draft seen through its preview link: the page and the API answer behind it.
    { path: `/articles/${draft.id}?preview=${previewToken}`, status: 200 },
  ];

  it("keep private, no-store and no-referrer", async () => {
    for (const { path, status } of pages()) {
      expect(await headersOf(path), path).toEqual({ status, ...PRIVATE });
    }
  });

  it("keep them when a member with a session asks", async () => {
    for (const { path, status } of pages()) {
      expect(await headersOf(path, { cookie: memberCookie }), path).toEqual({ status, ...PRIVATE });
    }
  });
});

describe("private API answers, through Hosting", () => {
  it("are kept by nobody; a preview's and a search's also send no Referer", async () => {
    for (const path of [apiPaths.itemPreview("articles", draft.id, previewToken), "/api/search?q=timer"]) {
      expect(await headersOf(path), path).toEqual({ status: 200, ...PRIVATE });
    }
    const viewerAnswers = [
      // The unsubscribe page's check of its token: JSON that no link leaves from, so the referrer policy is moot.
      { path: SUBSCRIPTION_API_PATHS.unsubscribe(unsubscribeToken), cookie: undefined },
      { path: "/api/profile", cookie: memberCookie },
      { path: "/api/stats", cookie: ownerCookie },
      { path: apiPaths.item("articles", draft.id), cookie: ownerCookie },
      { path: apiPaths.itemList("articles", { status: "draft" }), cookie: ownerCookie },
    ];
    for (const { path, cookie } of viewerAnswers) {
      expect(await headersOf(path, { cookie }), path).toMatchObject({ status: 200, cache: "private, no-store" });
    }
  });
});

describe("fediverse answers, through Hosting", () => {
  it("are kept by no cache, so the outbox and collections change the moment an item does", async () => {
    const actor = `/ap/users/${owner.username}`;
    for (const path of [actor, `${actor}/outbox`, `${actor}/followers`, "/nodeinfo/2.1"]) {
      const answer = await headersOf(path, { accept: "application/activity+json" });
      expect(answer, path).toMatchObject({ status: 200, cache: "private, no-store" });
    }
  });
});

describe("public pages, through Hosting", () => {
  it("stay cacheable as before, with the site's usual referrer policy", async () => {
    const { body } = { body: await (await fetch(`${siteUrl}/api/projects`)).json() as { _id: string }[] };
    const project = body[0]!._id;
    for (const path of ["/", "/projects", `/projects/${project}`, "/api/projects"]) {
      const answer = await headersOf(path);
      expect(answer.status, path).toBe(200);
      expect(answer.cache, path).toMatch(SHARED);
      expect(answer.referrer, path).toBe("strict-origin-when-cross-origin");
    }
    for (const path of ["/login", "/signup", "/news"]) {
      expect(await headersOf(path), path).toEqual({ status: 200, cache: "no-cache", referrer: "strict-origin-when-cross-origin" });
    }
  });
});
