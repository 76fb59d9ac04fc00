import * as logs from "../../logs";
import type { InlinedQuery, RenderRequest } from "web-renderer";
import { ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { ITEM_SCHEMAS } from "../../contract/item-schemas";
import { HOME_LIST_KEYS, itemKey, itemListKey, UNFILTERED_LIST } from "../../contract/query-keys";
import { isDocumentId } from "../../contract/document-ids";
import { fediverseBundle } from "../../fediverse-bundle";
import { appShell } from "../../http/app-shell";
import { VARY_ACCEPT, wantsActivityJson, wantsMarkdown } from "../../http/content-negotiation";
import { ownerAccount, siteOrigin } from "../../config";
import { FEDIVERSE_PATHS } from "../../contract/fediverse";
import type { Answer, ApiRequest, Handler } from "../../http/router";
import { findViewer, sharedCacheHeaders, sharedCacheHeadersFor } from "../../http/viewer";
import { listHomeComments } from "../../services/engagement/home-comments-service";
import { GUEST_READER } from "../../services/items/content-items";
import { ITEM_READERS } from "../../services/items/readers";
import { previewTokenOf, PREVIEW_HEADERS } from "../items/reading";
import { itemMarkdownAnswer, markdownPathOf } from "./machine-readable";
import { listReports } from "../../services/engagement/reports-service";
import { listReviews } from "../../services/engagement/reviews-service";
import { SEARCH_PATH, searchKey } from "../../contract/search";
import { searchQuerySchema } from "../../contract/search-schemas";
import { searchSite } from "../../services/search/search-service";
import { SEARCH_CACHE_HEADERS, searchTiming } from "../search/search";
import { WEBMENTION_PATH } from "../../contract/webmentions";

const HTML = "text/html; charset=utf-8";
// Firestore document ids: anything else cannot be an item, and is not worth a read (ids like __proto__ are
// reserved: Firestore throws on them).

/**
 * The web's server renderer (React and the whole app), loaded by the first page this instance renders rather than
 * when the function starts: an instance that only answers API calls never pays for it (`npm run bench:cold-start`).
 */
const renderDocument = async (request: RenderRequest) => (await import("web-renderer")).renderDocument(request);

const htmlAnswer = (text: string, status = 200, headers: Record<string, string> = {}): Answer => ({
  status,
  body: null,
  headers,
  document: { contentType: HTML, text },
});

/** A read for a rendered page, or null when it fails: the page still answers, and the app asks the API itself. */
const readForPage = <T>(what: string, read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    logs.pageReadFailed(what, error);
    return null;
  });

/** TanStack Query's infinite data of a list's first page: the pages and the cursor each was asked with (none). */
const firstPageData = (page: unknown) => ({ pages: [page], pageParams: [null] });

/** The related items' list, under the key of the web's query for it, or nothing when the kind shows none. */
async function relatedList(kind: ItemKind, item: unknown): Promise<InlinedQuery[]> {
  const category = (item as { category?: unknown }).category;
  // Articles and blogs end with other items of their category (the web's RelatedWritings, from the list call).
  if (ITEM_KINDS[kind].shape !== "writing" || typeof category !== "string") return [];
  const query = ITEM_SCHEMAS[kind].listQuerySchema.parse({ category });
  const page = await readForPage(`the related ${kind}`, ITEM_READERS[kind].list(query));
  return page ? [{ queryKey: itemListKey(kind, { ...UNFILTERED_LIST, category }), data: firstPageData(page) }] : [];
}

/**
 * GET /projects/{id}, /articles/{id}, ... (Hosting rewrites item pages here): the page rendered with the item, so
 * crawlers, link previews and the first paint get the whole page; the item (and an article's or blog's related
 * list) is inlined, so the app does not ask for it again. It is the page a guest sees, kept by the CDN for a short
 * while. An item that is not public is unknown here (the owner's browser asks the API for it with their session),
 * unless the address carries its preview token: then it is rendered for that holder, kept by nobody, not indexed.
 */
export function itemPageHandler(kind: ItemKind): Handler {
  const { pagePath } = ITEM_KINDS[kind];
  return async (request) => {
    const address = request.params.id ?? "";
    // The item's Markdown file: its address with ".md", or its address asked for as text/markdown (issue 36).
    if (address.endsWith(".md")) return itemMarkdownAnswer(kind, address.slice(0, -3), request);
    const id = address;
    if (wantsMarkdown(request.headers.accept)) return itemMarkdownAnswer(kind, id, request);
    if (wantsActivityJson(request.headers.accept)) return activityAnswer(kind, id, request);
    const origin = siteOrigin();
    const previewToken = previewTokenOf(request);
    const [item, shell] = await Promise.all([
      isDocumentId(id) ? ITEM_READERS[kind].get(id, { ...GUEST_READER, previewToken }) : null,
      appShell(origin),
    ]);
    // Unknown: the app in the browser shows the kind's own not-found or error page, as it does for any address.
    if (!item) return htmlAnswer(shell, 404, VARY_ACCEPT);
    const page = await renderDocument({
      shell,
      origin,
      path: previewToken ? `${pagePath}/${id}?${new URLSearchParams({ preview: previewToken }).toString()}` : `${pagePath}/${id}`,
      queries: [{ queryKey: itemKey(kind, id), data: item }, ...(await relatedList(kind, item))],
    });
    // The same item as Markdown, for readers that want it (RFC 8288's alternate link).
    // And where to send it a webmention (W3C Webmention 3.1.2), for sites that link to it.
    const alternate: Record<string, string> = previewToken
      ? {}
      : { Link: `<${origin}${markdownPathOf(kind, id)}>; rel="alternate"; type="text/markdown", <${origin}${WEBMENTION_PATH}>; rel="webmention"` };
    return htmlAnswer(page.html, 200, { ...VARY_ACCEPT, ...alternate, ...(previewToken ? PREVIEW_HEADERS : await sharedCacheHeadersFor(request)) });
  };
}

/**
 * The item as its ActivityPub object, for a server that asked for activity+json at the item's address (issue 23):
 * a public item's object, a Tombstone (410) for one deleted after followers had it, and for anything else the 404
 * a guest gets. Loads the federation's bundle.
 */
async function activityAnswer(kind: ItemKind, id: string, request: ApiRequest): Promise<Answer> {
  // `?v=N` names the object of an item that came back after a Delete (fediverse/federation/objects.ts, objectIdOf).
  const generation = request.query.v === undefined ? 0 : /^[1-9]\d{0,5}$/.test(request.query.v) ? Number(request.query.v) : null;
  const found = isDocumentId(id) && generation !== null ? await fediverseBundle().itemActivity(kind, id, generation) : null;
  if (!found) return { status: 404, body: { success: false, message: ITEM_KINDS[kind].notFound }, headers: { ...VARY_ACCEPT } };
  return {
    status: found.status,
    body: null,
    document: { contentType: "application/activity+json", text: found.json },
    headers: { ...VARY_ACCEPT, ...(await sharedCacheHeadersFor(request)) },
  };
}

/**
 * GET /projects, /articles, ... (Hosting rewrites list pages here): the list's first page of cards rendered into the
 * page and inlined as the first page of the app's infinite query, so the cards and their images paint from the HTML
 * and crawlers see them. Should the read fail, the shell still answers and the app asks the API itself.
 */
export function listPageHandler(kind: ItemKind): Handler {
  const { pagePath } = ITEM_KINDS[kind];
  const firstPageQuery = ITEM_SCHEMAS[kind].listQuerySchema.parse({});
  return async (request) => {
    const origin = siteOrigin();
    const [firstPage, shell] = await Promise.all([
      readForPage(`the first page of ${kind}`, ITEM_READERS[kind].list(firstPageQuery)),
      appShell(origin),
    ]);
    if (!firstPage) return htmlAnswer(shell);
    const page = await renderDocument({
      shell,
      origin,
      path: pagePath,
      queries: [{ queryKey: itemListKey(kind, UNFILTERED_LIST), data: firstPageData(firstPage) }],
    });
    return htmlAnswer(page.html, 200, await sharedCacheHeadersFor(request));
  };
}

/**
 * GET / (Hosting rewrites the home page here): the page rendered with the community lists a guest sees (approved
 * reviews, reports, the newest comments), each inlined under the key of the web's query for it, so the sections
 * paint from the HTML and the app asks for none of them again. The owner's and members' pages are rendered afresh
 * in the browser with their own data.
 */
export const homePageHandler: Handler = async (request) => {
  // The site is its own root actor (issue 37, docs/bluesky.md): a server asking for ActivityPub gets the owner's actor.
  if (wantsActivityJson(request.headers.accept)) return homeActorAnswer();
  const origin = siteOrigin();
  const viewer = await findViewer(request);
  // A signed-in viewer's lists are read afresh (services/public-read-cache.ts); a guest's may come from the copy.
  const fresh = viewer !== null;
  const [reviews, reports, homeComments, shell] = await Promise.all([
    readForPage("the reviews", listReviews(false, fresh)),
    readForPage("the reports", listReports(fresh)),
    readForPage("the comments", listHomeComments(fresh)),
    appShell(origin),
  ]);
  const lists = [
    { queryKey: HOME_LIST_KEYS.reviews, data: reviews },
    { queryKey: HOME_LIST_KEYS.reports, data: reports },
    { queryKey: HOME_LIST_KEYS.homeComments, data: homeComments },
  ].filter((query) => query.data !== null);
  const page = await renderDocument({ shell, origin, path: "/", queries: lists });
  return htmlAnswer(page.html, 200, { ...VARY_ACCEPT, ...sharedCacheHeaders(viewer) });
};

/**
 * The owner's actor as the home page's ActivityPub answer, as its id answers it. Read from the fediverse function
 * through Hosting: only that function holds the signing keys the actor shows, and the api never loads them.
 */
async function homeActorAnswer(): Promise<Answer> {
  const actorPath = FEDIVERSE_PATHS.actor.replace("{identifier}", encodeURIComponent(ownerAccount().username));
  const response = await fetch(new URL(actorPath, siteOrigin()), {
    headers: { Accept: "application/activity+json" },
    signal: AbortSignal.timeout(HOME_ACTOR_TIMEOUT_MS),
  }).catch(() => null);
  if (!response?.ok) {
    await response?.body?.cancel().catch(() => undefined);
    return { status: 503, body: { success: false, message: "The site's fediverse profile could not be read. Try again." }, headers: { ...VARY_ACCEPT, "Retry-After": "30" } };
  }
  const document = { contentType: "application/activity+json", text: await response.text() };
  return { status: 200, body: null, document, headers: { ...VARY_ACCEPT, ...sharedCacheHeaders(null) } };
}

/** A cold start of the fediverse function included, as Mastodon waits 10 s for a fetch. */
const HOME_ACTOR_TIMEOUT_MS = 10_000;

/**
 * GET /search?q=&kind= (Hosting rewrites it here): the results page rendered with the answer inlined under the web's
 * query key, so crawlers and browsers without JavaScript get the results, and the app does not ask again. Without a
 * usable query (none, or too long) the page renders its own message. Kept by nobody, like the API's answer.
 */
export const searchPageHandler: Handler = async (request) => {
  const origin = siteOrigin();
  const parsed = searchQuerySchema.safeParse(request.query);
  const [outcome, shell] = await Promise.all([
    parsed.success ? readForPage("the search results", searchSite(parsed.data)) : null,
    appShell(origin),
  ]);
  const query = new URLSearchParams(Object.entries(request.query).filter(([name]) => name === "q" || name === "kind"));
  const search = query.toString();
  const page = await renderDocument({
    shell,
    origin,
    path: search ? `${SEARCH_PATH}?${search}` : SEARCH_PATH,
    queries: parsed.success && outcome ? [{ queryKey: searchKey(parsed.data), data: outcome.answer }] : [],
  });
  return htmlAnswer(page.html, 200, { ...SEARCH_CACHE_HEADERS, ...(outcome ? { "Server-Timing": searchTiming(outcome) } : {}) });
};
