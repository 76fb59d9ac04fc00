import { describe, expect, it } from "vitest";
import { INLINED_QUERIES_ID, readInlinedQueries } from "./inlined-queries";
import { pageDocument, shellWithHead } from "./page-document";

const SHELL = `<!doctype html><html><head>
    <title>Portfolio</title>
    <meta name="description" content="placeholder" />
    <script type="module" src="/assets/index.js"></script>
  </head><body><div id="root"></div></body></html>`;

const page = {
  html: "<h1>Hello</h1>",
  head: {
    title: 'DevFolio | Tom & "Jerry" </title>',
    description: "A <b>bold</b> claim",
    image: "/images/cover.png",
    imageAlt: 'A "cat" & <mouse>',
    item: { schemaType: "BlogPosting" as const, published: "2026-01-02T03:04:05.000Z" },
  },
  url: "https://example.web.app/blogs/abc",
  queries: [{ queryKey: ["blogs", "abc"], data: { _id: "abc", title: "</script><script>alert(1)</script>" } }],
};

describe("pageDocument", () => {
  const html = pageDocument(SHELL, page);

  it("replaces the shell's title and description and keeps its scripts", () => {
    expect(html).not.toContain("Portfolio");
    expect(html).not.toContain("placeholder");
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(html).toContain('<div id="root"><h1>Hello</h1></div>');
  });

  it("escapes what the page says, so no text can open or close a tag", () => {
    expect(html).toContain("<title>DevFolio | Tom &amp; &quot;Jerry&quot; &lt;/title&gt;</title>");
    expect(html).toContain('<meta name="description" content="A &lt;b&gt;bold&lt;/b&gt; claim" />');
    expect(html.match(/<\/script>/g)).toHaveLength(3); // the app's, the JSON-LD's and the inlined data's own
  });

  it("gives absolute preview links and the JSON-LD of the item", () => {
    expect(html).toContain('<meta property="og:image" content="https://example.web.app/images/cover.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta property="og:image:alt" content="A &quot;cat&quot; &amp; &lt;mouse&gt;" />');
    expect(html).toContain('<meta name="twitter:image:alt" content="A &quot;cat&quot; &amp; &lt;mouse&gt;" />');
    expect(html).toContain('<link rel="canonical" href="https://example.web.app/blogs/abc" />');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({ "@type": "BlogPosting", headline: 'Tom & "Jerry" </title>', datePublished: "2026-01-02T03:04:05.000Z" });
  });

  it("names the webmention endpoint on an item page only (issue 37)", () => {
    expect(html).toContain('<link rel="webmention" href="https://example.web.app/webmention" />');
    expect(pageDocument(SHELL, { ...page, head: { ...page.head, item: undefined } })).not.toContain('rel="webmention"');
  });

  it("inlines the data so that the browser reads back exactly what the server had", () => {
    document.body.innerHTML = html.slice(html.indexOf("<div id=\"root\">"), html.indexOf("</body>"));
    expect(document.getElementById(INLINED_QUERIES_ID)).not.toBeNull();
    expect(readInlinedQueries()).toEqual(page.queries);
  });

  it("moves the links React wrote before the page (a list's feeds) into the head", () => {
    const feed = '<link rel="alternate" type="application/rss+xml" title="Articles (RSS)" href="/rss/articles.xml"/>';
    const listPage = pageDocument(SHELL, { ...page, html: `${feed}<h1>Articles</h1><p>&lt;link rel=&quot;x&quot;/&gt;</p>` });
    const head = listPage.slice(0, listPage.indexOf("</head>"));
    expect(head).toContain(feed);
    expect(listPage).toContain('<div id="root"><h1>Articles</h1><p>&lt;link rel=&quot;x&quot;/&gt;</p></div>');
    expect(listPage.split("<link rel=\"alternate\"")).toHaveLength(2);
  });

  it("reads no data from a page without any, or with data it cannot parse", () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readInlinedQueries()).toEqual([]);
    document.body.innerHTML = `<script type="application/json" id="${INLINED_QUERIES_ID}">{not json</script>`;
    expect(readInlinedQueries()).toEqual([]);
  });
});

describe("shellWithHead", () => {
  it("gives the shell the site's title and description and nothing else", () => {
    const html = shellWithHead(SHELL, { title: "DevFolio", description: "The site" });
    expect(html).toContain("<title>DevFolio</title>");
    expect(html).toContain('<meta name="description" content="The site" />');
    expect(html).toContain('<div id="root"></div>');
  });
});

// In a String.replace replacement string, `$'`, "$`" and `$&` stand for parts of the shell: member text that
// reached one would splice the shell (its starter scripts included) into the page.
describe("text holding replacement patterns", () => {
  const PATTERNS = ["$'", "$`", "$&", "$1", "$<name>", "$$"];
  const text = `x ${PATTERNS.join(" ")} y`;
  const escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  const count = (html: string, part: string) => html.split(part).length - 1;

  it("goes into the page as it was written, and the shell appears once", () => {
    const html = pageDocument(SHELL, {
      ...page,
      html: `<p>${text}</p>`,
      head: { ...page.head, title: text, description: text },
      queries: [{ queryKey: ["blogs", "abc"], data: { text } }],
    });
    expect(count(html, "<html>")).toBe(1);
    expect(count(html, '<script type="module" src="/assets/index.js"></script>')).toBe(1);
    expect(count(html, '<div id="root">')).toBe(1);
    expect(count(html, `<p>${text}</p>`)).toBe(1);
    expect(count(html, `<title>${escaped}</title>`)).toBe(1);
    expect(count(html, `content="${escaped}"`)).toBe(5); // the description, and og: and twitter: title and description
    expect(count(html, JSON.stringify({ text }).replace("<", "\\u003c"))).toBe(1); // as inlinedQueriesScript escapes it
  });

  it("keeps the shell whole in a page the browser renders alone", () => {
    const html = shellWithHead(SHELL, { title: text, description: text });
    expect(count(html, "<html>")).toBe(1);
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped}" />`);
  });
});
