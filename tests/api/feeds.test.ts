// The feeds (issue 24): an RSS 2.0 feed and a JSON Feed 1.1 for each kind and for everything, read by a parser that
// is not ours (feedsmith). feedsmith is lenient, so every element the formats require, and every one we promise
// (image and alt text, category, the whole content), is asserted here one by one.
import { Timestamp } from "firebase-admin/firestore";
import { parseJsonFeed, parseRssFeed } from "feedsmith";
import { XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { feedLinks, type FeedName } from "@contract/feeds";
import { ITEM_KIND_NAMES, ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { freshItem, removeItem, type TestItem } from "../support/items";
import { callSite, siteUrl } from "../support/stack";

const FEEDS: FeedName[] = [...ITEM_KIND_NAMES, "all"];
const MOST_ENTRIES = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A feed's text as a reader fetches it, with its type and caching. */
async function fetchFeed(path: string) {
  const response = await fetch(`${siteUrl}${path}`);
  return { status: response.status, type: response.headers.get("content-type"), cacheControl: response.headers.get("cache-control"), text: await response.text() };
}

const homeOf = (feed: FeedName) => (feed === "all" ? `${siteUrl}/` : `${siteUrl}${ITEM_KINDS[feed].pagePath}`);
/** The kinds a feed's entries may be of, by the name each entry's category gives its kind. */
const kindTitles = (feed: FeedName) => (feed === "all" ? ITEM_KIND_NAMES : [feed]).map((kind) => ITEM_KINDS[kind].list.title);
const itemPathOf = (url: string) => new URL(url).pathname;

/** HTML text as a browser reads it back: the five characters escapeHtml writes. */
const unescapeHtml = (html: string) =>
  html.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");

/** The image at the top of an entry's content, if it starts with one. */
function leadingImage(html: string): { src: string; alt: string } | null {
  const match = /^<p><img src="([^"]*)" alt="([^"]*)"><\/p>/.exec(html);
  return match ? { src: unescapeHtml(match[1]!), alt: unescapeHtml(match[2]!) } : null;
}

// An article whose every text holds what must come out escaped: markup, a script, quotes, a CDATA end, a control
// character XML cannot carry. Published a moment ago, so it is the newest of its kind and of everything.
const ALT = 'A "quoted" <b>bold</b> & brave cover';
const TITLE = `Feeds <i>test</i> & "friends" ${Date.now()}`;
const BODY = "Intro with (bold words) and =https://example.com/a?b=1&c=2<the docs>.\nA script: <script>steal()</script> ]]> end\u0001.";
const EVIL_LINK = "=javascript:steal()<click me>";
let published: TestItem;
const hidden: Record<string, TestItem> = {};

beforeAll(async () => {
  published = await freshItem("articles");
  const past = Timestamp.fromMillis(Date.now() - DAY_MS);
  const justNow = Timestamp.fromMillis(Date.now() - 1_000);
  await published.ref.update({
    title: TITLE,
    firstParagraph: BODY,
    secondParagraph: EVIL_LINK,
    lastParagraph: "The end.",
    // Created when published, as an article published at once is: other files read the newest article as one.
    createdAt: justNow,
    publishAt: justNow,
    "alt.mainImg": ALT,
  });
  // Each newer than anything public, so a feed that let one through would show it first.
  const states = {
    draft: { status: "draft", publishAt: Timestamp.now() },
    trashed: { status: "trashed", trashedFrom: "published", trashedAt: Timestamp.now(), publishAt: past },
    scheduled: { status: "published", publishAt: Timestamp.fromMillis(Date.now() + 3 * DAY_MS) },
  };
  for (const [state, fields] of Object.entries(states)) {
    hidden[state] = await freshItem("articles");
    await hidden[state].ref.update(fields);
  }
  // Feeds are kept 30 s in an instance: wait until the instance's copy has the new article.
  for (const feed of ["articles", "all"] as const) {
    for (const { href } of feedLinks(feed)) {
      await vi.waitFor(async () => expect((await fetchFeed(href)).text).toContain(published.id), { timeout: 40_000, interval: 2_000 });
    }
  }
}, 120_000);

afterAll(async () => {
  await Promise.all([published, ...Object.values(hidden)].filter(Boolean).map(removeItem));
});

describe.each(FEEDS)("the %s feeds", (feed) => {
  const [rssLink, jsonLink] = feedLinks(feed);

  it("in RSS 2.0: well formed, with every required element of the channel and of each item", async () => {
    const answer = await fetchFeed(rssLink.href);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/rss\+xml/);
    // The same for everybody: the CDN keeps it a short while, as it always did.
    expect(answer.cacheControl).toContain("s-maxage=");
    expect(XMLValidator.validate(answer.text)).toBe(true);
    expect(answer.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);

    const rss = parseRssFeed(answer.text);
    expect(rss.title).toMatch(/^DevFolio/);
    expect(rss.link).toBe(homeOf(feed));
    expect(rss.description?.length).toBeGreaterThan(10);
    expect(rss.atom?.links?.find((link) => link.rel === "self")?.href).toBe(`${siteUrl}${rssLink.href}`);

    const items = rss.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(MOST_ENTRIES);
    const dates = items.map((item) => Date.parse(item.pubDate ?? ""));
    expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    let withImage = 0;
    for (const item of items) {
      expect(item.title?.length, item.link).toBeGreaterThan(0);
      expect(item.link?.startsWith(`${siteUrl}/`)).toBe(true);
      expect(itemPathOf(item.link!)).toMatch(/^\/[a-z-]+\/[^/]+$/);
      expect(item.guid).toEqual({ value: item.link, isPermaLink: true });
      expect(item.description, item.link).toBeDefined();
      expect(item.dc?.creators).toEqual(["Alex Morgan"]);
      const categories = item.categories?.map((category) => category.name) ?? [];
      expect(kindTitles(feed)).toContain(categories[0]);
      const content = item.content?.encoded ?? "";
      expect(content.length, item.link).toBeGreaterThan(0);
      expect(content).not.toMatch(/<script|href="javascript:/i);
      // An item with an image names it, with its alt text, as Media RSS and at the top of its content.
      const image = leadingImage(content);
      const media = item.media?.contents?.find((each) => each.medium === "image");
      if (media) {
        withImage += 1;
        expect(media.url).toMatch(/^https?:\/\//);
        expect(media.description?.value?.length, item.link).toBeGreaterThan(0);
        expect(image).toEqual({ src: media.url, alt: media.description?.value });
      }
    }
    expect(withImage).toBeGreaterThan(0);
  });

  it("in JSON Feed 1.1: with every required member of the feed and of each item", async () => {
    const answer = await fetchFeed(jsonLink.href);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/feed\+json/);
    expect(answer.cacheControl).toContain("s-maxage=");
    const raw = JSON.parse(answer.text);
    expect(raw.version).toBe("https://jsonfeed.org/version/1.1");

    const json = parseJsonFeed(answer.text);
    expect(json.title).toMatch(/^DevFolio/);
    expect(json.home_page_url).toBe(homeOf(feed));
    expect(json.feed_url).toBe(`${siteUrl}${jsonLink.href}`);
    expect(json.authors).toEqual([{ name: "Alex Morgan", url: `${siteUrl}/id/alexmorgan` }]);

    const items = json.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(MOST_ENTRIES);
    let withImage = 0;
    items.forEach((item, index) => {
      expect(typeof item.id).toBe("string");
      expect(item.url).toBe(item.id);
      expect(item.title?.length).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(item.date_published ?? ""))).toBe(false);
      expect(Number.isNaN(Date.parse(item.date_modified ?? ""))).toBe(false);
      expect(kindTitles(feed)).toContain(item.tags?.[0]);
      expect(item.content_html?.length).toBeGreaterThan(0);
      expect(item.content_html).not.toMatch(/<script|href="javascript:/i);
      // JSON Feed has no alt text: ours is in the extension and in the content's first image.
      const extension = raw.items[index]._devfolio;
      expect(ITEM_KIND_NAMES.map((kind) => ITEM_KINDS[kind].pagePath.slice(1))).toContain(extension.kind);
      if (item.image) {
        withImage += 1;
        expect(extension.image_alt.length).toBeGreaterThan(0);
        expect(leadingImage(item.content_html ?? "")).toEqual({ src: item.image, alt: extension.image_alt });
      }
    });
    expect(withImage).toBeGreaterThan(0);
  });

  it("both formats carry the same entries, the newest public ones", async () => {
    // Each is read from the same copy of the kinds' newest items; a copy renewed between the two reads may differ.
    await expect
      .poll(async () => {
        const rss = parseRssFeed((await fetchFeed(rssLink.href)).text);
        const json = parseJsonFeed((await fetchFeed(jsonLink.href)).text);
        return JSON.stringify(json.items?.map((item) => item.id)) === JSON.stringify(rss.items?.map((item) => item.guid?.value));
      }, { timeout: 40_000, interval: 2_000 })
      .toBe(true);
    if (feed === "all") return;
    // The kind's newest public item, as its list shows it first, leads its feeds (once the instance's copy is fresh).
    await expect
      .poll(async () => {
        const [newest] = (await callSite<{ _id: string }[]>(`/api/${feed}`)).body;
        const first = parseRssFeed((await fetchFeed(rssLink.href)).text).items?.[0]?.link;
        return first === `${siteUrl}${ITEM_KINDS[feed].pagePath}/${newest?._id}`;
      }, { timeout: 40_000, interval: 2_000 })
      .toBe(true);
  }, 60_000);
});

describe("what the feeds show of one item", () => {
  const entryIn = async (feed: "articles" | "all") => {
    const rss = parseRssFeed((await fetchFeed(feedLinks(feed)[0].href)).text);
    const raw = JSON.parse((await fetchFeed(feedLinks(feed)[1].href)).text);
    const link = `${siteUrl}/articles/${published.id}`;
    return {
      rss: rss.items!.find((item) => item.link === link)!,
      json: (raw.items as { id: string; [key: string]: unknown }[]).find((item) => item.id === link)!,
    };
  };

  it("leaves out drafts, trashed items and items scheduled for later, from every feed", async () => {
    for (const feed of FEEDS) {
      for (const { href } of feedLinks(feed)) {
        const { text } = await fetchFeed(href);
        for (const [state, item] of Object.entries(hidden)) expect(text, `${state} in ${href}`).not.toContain(item.id);
      }
    }
  });

  it.each(["articles", "all"] as const)("in the %s feeds: its title, image and alt text, category and whole escaped content", async (feed) => {
    const { rss, json } = await entryIn(feed);
    expect(rss.title).toBe(TITLE);
    expect(json.title).toBe(TITLE);
    expect(rss.categories?.map((category) => category.name)).toEqual(["Articles", expect.any(String)]);
    expect(json.tags).toEqual(rss.categories?.map((category) => category.name));
    expect(rss.media?.contents?.[0]?.description?.value).toBe(ALT);
    expect((json._devfolio as { image_alt: string }).image_alt).toBe(ALT);
    expect(json.image).toBe(rss.media?.contents?.[0]?.url);

    for (const content of [rss.content?.encoded ?? "", json.content_html as string]) {
      // The cover first, with its alt text, then the paragraphs as the page shows them: bold, links, line breaks.
      expect(leadingImage(content)?.alt).toBe(ALT);
      expect(content).toContain("<strong>bold words</strong>");
      expect(content).toContain('<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow ugc">the docs</a>.<br>');
      // Everything else is text: the script, the CDATA end and the link that is not http(s) stay words on the page.
      expect(content).toContain("A script: &lt;script&gt;steal()&lt;/script&gt; ]]&gt; end");
      expect(content).toContain("<p>=javascript:steal()&lt;click me&gt;</p>");
      expect(content).not.toMatch(/<script|href="javascript/i);
      expect(content).toContain("<p>The end.</p>");
    }
    // The summary is the first paragraph's words without marks: HTML to RSS readers, so its script is escaped
    // once more; plain text in JSON Feed.
    expect(rss.description).toMatch(/^Intro with bold words and the docs\. A script: &lt;script&gt;steal\(\)&lt;\/script&gt; \]\]&gt; end\.$/);
    expect(json.summary).toBe("Intro with bold words and the docs. A script: <script>steal()</script> ]]> end\u0001.");
  });

  it("drops a character XML cannot carry rather than the whole feed", async () => {
    const { text } = await fetchFeed("/rss/articles.xml");
    expect(text).not.toContain("\u0001");
    expect(XMLValidator.validate(text)).toBe(true);
    const { json } = await entryIn("articles");
    // JSON can carry it, escaped; it is the member's text, shown as it was written.
    expect(json.content_html).toContain("end\u0001.");
  });
});

describe("where pages link the feeds", () => {
  /** The `<link rel="alternate">` tags of a page's head. */
  const headLinks = (html: string) =>
    [...html.slice(0, html.indexOf("</head>")).matchAll(/<link rel="alternate" type="([^"]+)" title="([^"]+)" href="([^"]+)"\s*\/?>/g)].map(
      ([, type, title, href]) => ({ type, title, href }),
    );

  it("every page's head names the feeds of everything, which answer", async () => {
    for (const path of ["/", "/news", "/login", `/articles/${published.id}`]) {
      const page = await callSite<string>(path);
      expect(headLinks(page.body), path).toEqual([
        { type: "application/rss+xml", title: "Everything (RSS)", href: "/rss/all.xml" },
        { type: "application/feed+json", title: "Everything (JSON Feed)", href: "/feeds/all.json" },
      ]);
    }
    for (const { href } of feedLinks("all")) expect((await fetchFeed(href)).status).toBe(200);
  });

  it.each(ITEM_KIND_NAMES)("the %s list page names its kind's feeds in its head and beside its title", async (kind: ItemKind) => {
    const { pagePath, list } = ITEM_KINDS[kind];
    const page = await callSite<string>(pagePath);
    const [rss, json] = feedLinks(kind);
    expect(headLinks(page.body)).toEqual([
      { type: "application/rss+xml", title: "Everything (RSS)", href: "/rss/all.xml" },
      { type: "application/feed+json", title: "Everything (JSON Feed)", href: "/feeds/all.json" },
      { type: rss.type, title: `${list.title} (RSS)`, href: rss.href },
      { type: json.type, title: `${list.title} (JSON Feed)`, href: json.href },
    ]);
    const hero = /<section class="list-hero">([\s\S]*?)<\/section>/.exec(page.body)?.[1] ?? "";
    expect(hero).toContain(`<a href="${rss.href}">RSS</a>`);
    expect(hero).toContain(`<a href="${json.href}">JSON Feed</a>`);
    for (const { href } of [rss, json]) expect((await fetchFeed(href)).status).toBe(200);
  });
});
