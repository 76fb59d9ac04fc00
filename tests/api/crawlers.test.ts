// What a crawler or a link preview gets with plain HTTP, no JavaScript (issue 10, Crawlers and Feeds): every item
// page carries its own head, the static pages theirs, and the sitemap, robots.txt and the RSS feeds are real.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { ITEM_KINDS, ITEM_KIND_NAMES, type ItemKind } from "@contract/item-kinds";
import { callSite, siteUrl } from "../support/stack";

interface Card {
  _id: string;
  title: string;
}

const firstOf: Partial<Record<ItemKind, Card>> = {};

beforeAll(async () => {
  for (const kind of ITEM_KIND_NAMES) {
    const list = await callSite<Card[]>(`/api/${kind}`);
    firstOf[kind] = list.body[0];
  }
});

/** The content of the first tag matching a pattern, HTML entities decoded as a parser would. */
function attribute(html: string, pattern: RegExp): string | undefined {
  const value = pattern.exec(html)?.[1];
  return value?.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/** The data a page was rendered with, as the app reads it (`<script id="inlined-queries">`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the shape its query has
const inlinedQueries = (html: string): any[] =>
  JSON.parse(/<script type="application\/json" id="inlined-queries">([^<]*)<\/script>/.exec(html)![1]!);

const meta = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

const SCHEMA_TYPE: Record<ItemKind, string> = {
  projects: "CreativeWork",
  articles: "BlogPosting",
  blogs: "BlogPosting",
  "random-post": "SocialMediaPosting",
  islamic: "SocialMediaPosting",
};

describe("item pages", () => {
  it.each(ITEM_KIND_NAMES)("%s: the item's title, description, canonical, previews, JSON-LD and data", async (kind) => {
    const card = firstOf[kind]!;
    const path = `${ITEM_KINDS[kind].pagePath}/${card._id}`;
    const page = await callSite<string>(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    const html = page.body;

    const item = (await callSite<Record<string, string>>(`/api/${kind}/${card._id}`)).body;
    const title = `DevFolio | ${item.title}`;
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe(title);
    const source = { projects: item.shortDescription, articles: item.firstParagraph, blogs: item.firstParagraph }[kind as string] ?? item.desc;
    const collapsed = (source || item.title)!.replace(/\s+/g, " ").trim();
    const description = collapsed.length > 155 ? `${collapsed.slice(0, 155)}...` : collapsed;
    expect(meta(html, "description")).toBe(description);
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${siteUrl}${path}`);
    expect(meta(html, "og:title")).toBe(title);
    expect(meta(html, "og:description")).toBe(description);
    expect(meta(html, "og:url")).toBe(`${siteUrl}${path}`);
    expect(meta(html, "twitter:title")).toBe(title);
    const image = meta(html, "og:image");
    if (image) {
      expect(image).toMatch(/^https?:\/\//);
      expect(meta(html, "twitter:card")).toBe("summary_large_image");
      expect(meta(html, "twitter:image")).toBe(image);
    }

    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ "@context": "https://schema.org", "@type": SCHEMA_TYPE[kind], headline: item.title, url: `${siteUrl}${path}` });
    // The date the page shows: when the item went public (a draft published later is dated then, not when written).
    expect(jsonLd.datePublished).toBe(item.publishedAt);

    // The page itself is in the HTML, and its data is inlined for the app's first render.
    expect(html).toContain(`<h1`);
    const inlined = inlinedQueries(html);
    expect(inlined[0].queryKey).toEqual([ITEM_KINDS[kind].pagePath.slice(1), card._id]);
    expect(inlined[0].data._id).toBe(card._id);
  });

  it.each(["articles", "blogs"] as const)("%s: the same-category list the page ends with is inlined too", async (kind) => {
    const card = firstOf[kind]!;
    const item = (await callSite<{ category: string }>(`/api/${kind}/${card._id}`)).body;
    const html = (await callSite<string>(`${ITEM_KINDS[kind].pagePath}/${card._id}`)).body;
    const inlined = inlinedQueries(html);
    // The key of the web's list query for the category; its first page has this item among the newest.
    expect(inlined[1].queryKey).toEqual([kind, "list", { q: "", category: item.category }]);
    const cards: { _id: string; category: string }[] = inlined[1].data.pages[0].cards;
    expect(cards.map((related) => related._id)).toContain(card._id);
    for (const related of cards) expect(related.category).toBe(item.category);
  });

  it("answers 404 with the app for an unknown item, so the app can say so", async () => {
    const page = await callSite<string>("/articles/no-such-article");
    expect(page.status).toBe(404);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("static pages", () => {
  const STATIC = [
    ["/", "DevFolio | Home"],
    ["/projects", "DevFolio | Projects"],
    ["/articles", "DevFolio | Articles"],
    ["/blogs", "DevFolio | Blogs"],
    ["/random-posts", "DevFolio | Random Posts"],
    ["/did-you-know", "DevFolio | Did You Know?"],
    ["/news", "DevFolio | News"],
  ] as const;

  it.each(STATIC)("%s is rendered with its title, description, canonical and previews", async (path, title) => {
    const page = await callSite<string>(path);
    expect(page.status).toBe(200);
    expect(attribute(page.body, /<title>([^<]*)<\/title>/)).toBe(title);
    expect(meta(page.body, "description")?.length).toBeGreaterThan(20);
    expect(attribute(page.body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${siteUrl}${path === "/" ? "/" : path}`);
    expect(meta(page.body, "og:title")).toBe(title);
    // The feeds of everything; tests/api/feeds.test.ts checks them and each list's own.
    expect(page.body).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="\/rss\/all.xml"/);
    // Rendered, not an empty shell.
    expect(page.body).not.toContain('<div id="root"></div>');
  });
});

describe("list pages", () => {
  it.each(ITEM_KIND_NAMES)("the %s list page carries its newest cards and the data the app starts from", async (kind) => {
    const newest = firstOf[kind];
    const page = await callSite<string>(ITEM_KINDS[kind].pagePath);
    expect(page.status).toBe(200);
    // The cards are in the HTML, each linking to its page, so crawlers and the first paint need no script.
    const escapedTitle = newest!.title.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    expect(page.body).toContain(escapedTitle);
    expect(page.body).toContain(`href="${ITEM_KINDS[kind].pagePath}/${newest!._id}"`);
    const inlined = inlinedQueries(page.body);
    expect(inlined[0].queryKey).toEqual([ITEM_KINDS[kind].pagePath.slice(1), "list", { q: "", category: null }]);
    expect(inlined[0].data.pages[0].cards[0]._id).toBe(newest!._id);
    // The same for every guest: the CDN keeps it for a short while.
    expect(page.headers.get("cache-control")).toContain("s-maxage=");
  });
});

describe("the home page", () => {
  it("carries the community lists a guest sees, in the HTML and as the data the app starts from", async () => {
    const page = await callSite<string>("/");
    expect(page.status).toBe(200);
    const inlined: { queryKey: string[]; data: Record<string, unknown>[] }[] = inlinedQueries(page.body);
    // The keys of the web's queries for the three lists, each with the list a guest gets from the API.
    expect(inlined.map((query) => query.queryKey)).toEqual([["reviews"], ["reports"], ["home-comments"]]);
    const [reviews, reports, comments] = inlined.map((query) => query.data[0]!);
    expect(reviews!.status).toBe("approved");
    // Rendered, not loading: the newest of each is in the HTML.
    const escape = (text: unknown) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    expect(page.body).toContain(escape(reviews!.text));
    expect(page.body).toContain(escape(reports!.subject));
    expect(page.body).toContain(escape(comments!.text));
    expect(page.headers.get("cache-control")).toContain("s-maxage=");
  });
});

describe("robots.txt, the sitemap and the feeds", () => {
  it("serves a real robots.txt that points at the sitemap", async () => {
    const robots = await callSite<string>("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(new RegExp(`^Sitemap: ${siteUrl}/sitemap.xml$`, "m"));
  });

  it("lists every public page and every item in the sitemap, each with lastmod", async () => {
    const sitemap = await callSite<string>("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toMatch(/xml/);
    expect(XMLValidator.validate(sitemap.body)).toBe(true);
    const urls: { loc: string; lastmod: string }[] = new XMLParser().parse(sitemap.body).urlset.url;
    const locs = urls.map((url) => url.loc);
    for (const path of ["/", "/projects", "/articles", "/blogs", "/random-posts", "/did-you-know", "/news"]) {
      expect(locs).toContain(`${siteUrl}${path}`);
    }
    for (const kind of ITEM_KIND_NAMES) {
      const all = (await callSite<Card[]>(`/api/${kind}?limit=50`)).body;
      for (const card of all) expect(locs).toContain(`${siteUrl}${ITEM_KINDS[kind].pagePath}/${card._id}`);
    }
    for (const url of urls) expect(Number.isNaN(Date.parse(url.lastmod)), url.loc).toBe(false);
  });
});
