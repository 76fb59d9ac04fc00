import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readGhost } from "./ghost";
import { ImportFileError } from "./import-file-error";

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../tests/fixtures/imports/${name}`, import.meta.url), "utf8"));

describe("the Ghost export fixtures of Ghost's migration tools", () => {
  it("reads the export as Ghost's Labs page writes it (db[0].data): HTML and Lexical bodies, authors, tags, images", () => {
    const parsed = readGhost(fixture("ghost-migrate-export.json"));
    expect(parsed).toMatchObject({ source: "ghost", siteTitle: "My Ghost Site", siteUrl: "" });
    expect(parsed.entries.map((each) => each.title)).toEqual(["Post 1", "Post 2", "Post 3 - Lexical"]);
    const [first, second, third] = parsed.entries;
    expect(first).toMatchObject({
      sourceId: "9b7114425bee6e3b17baf7c0",
      sourceType: "post",
      slug: "post-1",
      status: "published",
      publishedAt: "2025-01-01T00:00:00.000Z",
      author: "Alice Johnson",
      tags: ["News"],
      featureImage: { url: "https://example.com/images/feature-1.jpg", alt: "" },
      oldPaths: ["/post-1/"],
      bodyImages: [{ url: "https://example.com/images/photo-1.jpg", alt: "" }],
    });
    expect(first!.body).toContain("Hello world");
    expect(first!.body).toContain("More text");
    expect(second).toMatchObject({ author: "Bob Smith", tags: ["Technology"] });
    expect(second!.body).toBe("Post with ![](https://example.com/images/inline-2.png) inline image");
    // The third post has no HTML: its body comes from its Lexical document's image card.
    expect(third!.bodyImages).toEqual([{ url: "https://example.com/images/lexical-image.jpg", alt: "" }]);
    expect(third!.body).toBe("![](https://example.com/images/lexical-image.jpg)");
  });

  it("reads the flat form ({meta, data}) too", () => {
    const parsed = readGhost(fixture("ghost-migrate-export-flat.json"));
    expect(parsed.entries).toHaveLength(1);
    expect(parsed.entries[0]).toMatchObject({ title: "Flat Format Post", author: null, bodyImages: [{ url: "https://example.com/images/flat-post.jpg", alt: "" }] });
  });
});

const lexical = (children: unknown[]) => JSON.stringify({ root: { type: "root", version: 1, children } });
const text = (value: string, format = 0) => ({ type: "extended-text", text: value, format, version: 1 });

/** A Ghost 5 export as its Labs page writes one, with only the tables the reader reads. */
const ghostExport = (posts: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  db: [
    {
      meta: { exported_on: 1716000000000, version: "5.82.0" },
      data: {
        posts: posts.map((post, index) => ({ id: `p${index}`, title: `Post ${index}`, slug: `post-${index}`, type: "post", status: "published", published_at: "2024-05-03T10:00:00.000Z", html: null, lexical: null, mobiledoc: null, ...post })),
        users: [{ id: "u1", name: "Ana Lima" }, { id: "u2", name: "Bo Chen" }],
        posts_authors: [{ post_id: "p0", author_id: "u2", sort_order: 1 }, { post_id: "p0", author_id: "u1", sort_order: 0 }],
        tags: [{ id: "t1", name: "Travel", visibility: "public" }, { id: "t2", name: "#wide", visibility: "internal" }],
        posts_tags: [{ post_id: "p0", tag_id: "t1", sort_order: 0 }, { post_id: "p0", tag_id: "t2", sort_order: 1 }],
        posts_meta: [{ post_id: "p0", feature_image_alt: "A harbour", feature_image_caption: "Photo by <a href=\"https://x.example\">Lu</a>" }],
        settings: [{ key: "title", value: "Ana's notes" }],
        ...extra,
      },
    },
  ],
});

/** Without the first post's tags and authors, whose notes a test of its body does not look at. */
const bare = { posts_tags: [], posts_authors: [] };

describe("Ghost 5 and 6 exports", () => {
  it("reads the Lexical editor's paragraphs, headings, formats, links, lists, quotes, code, images and rules", () => {
    const body = lexical([
      { type: "extended-heading", tag: "h2", children: [text("Day one")] },
      { type: "paragraph", children: [text("We "), text("sailed", 1), text(" at "), text("dawn", 2), text(" with "), text("npm i", 16), { type: "linebreak" }, { type: "link", url: "https://sea.example/", children: [text("the sea")] }] },
      { type: "list", listType: "bullet", children: [{ type: "listitem", children: [text("rope")] }, { type: "listitem", children: [text("sail"), { type: "list", listType: "number", children: [{ type: "listitem", children: [text("main")] }] }] }] },
      { type: "extended-quote", children: [text("Fair winds")] },
      { type: "codeblock", code: "let x = 1 < 2;", language: "js" },
      { type: "horizontalrule" },
      { type: "image", src: "__GHOST_URL__/content/images/boat.jpg", alt: "", caption: "Our boat" },
      { type: "markdown", markdown: "Kept **as written**\n\n![map](https://maps.example/m.png)" },
      { type: "html", html: "<p>From <em>HTML</em></p>" },
      { type: "bookmark", url: "https://ghost.org/", metadata: { title: "Ghost" } },
    ]);
    const entry = readGhost(ghostExport([{ lexical: body }], { settings: [{ key: "url", value: "https://ana.example/" }], ...bare })).entries[0]!;
    expect(entry.body).toBe(
      [
        "## Day one",
        "We **sailed** at _dawn_ with `npm i`\\\n[the sea](https://sea.example/)",
        "- rope\n- sail\n  1. main",
        "> Fair winds",
        "```js\nlet x = 1 < 2;\n```",
        "---",
        "![Our boat](https://ana.example/content/images/boat.jpg)",
        "Kept **as written**\n\n![map](https://maps.example/m.png)",
        "From _HTML_\n\n[Ghost](https://ghost.org/)",
      ].join("\n\n"),
    );
    expect(entry.bodyImages).toEqual([
      { url: "https://ana.example/content/images/boat.jpg", alt: "Our boat" },
      { url: "https://maps.example/m.png", alt: "map" },
    ]);
    expect(entry.notes).toEqual([]);
  });

  it("makes a link of the HTML of Ghost's bookmark and embed cards, and drops its card comments", () => {
    const html =
      '<!--kg-card-begin: html--><figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="https://osp.example/"><div class="kg-bookmark-content">' +
      '<div class="kg-bookmark-title">Open Platforms</div><div class="kg-bookmark-description">A shared movement.</div><div class="kg-bookmark-metadata">' +
      '<img class="kg-bookmark-icon" src="https://osp.example/favicon.png"></div></div><div class="kg-bookmark-thumbnail"><img src="https://osp.example/card.png"></div></a></figure>' +
      '<figure class="kg-card kg-embed-card"><iframe src="https://www.youtube.com/embed/abc" title="A talk"></iframe></figure><!--kg-card-end: html-->';
    const entry = readGhost(ghostExport([{ html }], bare)).entries[0]!;
    expect(entry.body).toBe("[Open Platforms](https://osp.example/) — A shared movement.\n\n[A talk](https://www.youtube.com/embed/abc)");
    expect(entry.bodyImages).toEqual([]);
    expect(entry.notes).toEqual(["An embedded frame became a link to https://www.youtube.com/embed/abc."]);
  });

  it("names the cards it cannot place and says which became links", () => {
    const body = lexical([{ type: "paywall" }, { type: "embed", url: "https://youtu.be/x", embedType: "video" }, { type: "paragraph", children: [text("after")] }]);
    const entry = readGhost(ghostExport([{ lexical: body }], bare)).entries[0]!;
    expect(entry.body).toBe("<https://youtu.be/x>\n\nafter");
    expect(entry.notes).toEqual(["A 'paywall' card has no form here and was left out.", "An embedded video became a link to https://youtu.be/x."]);
  });

  it("reads a Mobiledoc body (Ghost 4 and older): markups, lists, soft returns and markdown, image and HTML cards", () => {
    const mobiledoc = JSON.stringify({
      version: "0.3.1",
      atoms: [["soft-return", "", {}]],
      cards: [["markdown", { markdown: "## From markdown" }], ["image", { src: "https://img.example/a.png", alt: "A cat", caption: "" }], ["html", { html: "<p>raw <strong>html</strong></p>" }]],
      markups: [["a", ["href", "https://ghost.org"]], ["strong"]],
      sections: [
        [1, "p", [[0, [], 0, "Read "], [0, [0, 1], 2, "the docs"], [1, [], 0, 0], [0, [], 0, "now"]]],
        [3, "ul", [[[0, [], 0, "one"]], [[0, [], 0, "two"]]]],
        [10, 0],
        [10, 1],
        [10, 2],
      ],
    });
    const entry = readGhost(ghostExport([{ mobiledoc }])).entries[0]!;
    expect(entry.body).toBe("Read [**the docs**](https://ghost.org)\\\nnow\n\n- one\n- two\n\n## From markdown\n\n![A cat](https://img.example/a.png)\n\nraw **html**");
    expect(entry.bodyImages).toEqual([{ url: "https://img.example/a.png", alt: "A cat" }]);
  });

  it("takes authors in their order, public tags only, the feature image's alt, and keeps its caption in a note", () => {
    const entry = readGhost(ghostExport([{ html: "<p>x</p>", feature_image: "https://img.example/f.jpg", custom_excerpt: "Short & sweet" }])).entries[0]!;
    expect(entry).toMatchObject({ author: "Ana Lima", tags: ["Travel"], excerpt: "Short & sweet", featureImage: { url: "https://img.example/f.jpg", alt: "A harbour" } });
    expect(entry.notes).toEqual([
      "Its feature image's caption was: Photo by Lu (https://x.example)",
      "The internal tag '#wide' was left out.",
      "It had several authors: Ana Lima, Bo Chen.",
    ]);
  });

  it("leaves __GHOST_URL__ addresses relative when the export does not say the site's address, and says so", () => {
    const entry = readGhost(ghostExport([{ html: '<p><a href="__GHOST_URL__/about/">About</a></p>', feature_image: "__GHOST_URL__/content/images/f.jpg" }])).entries[0]!;
    expect(entry.featureImage?.url).toBe("/content/images/f.jpg");
    expect(entry.body).toBe("[About](/about/)");
    expect(entry.notes).toContain("Its feature image's address is relative to the old site (/content/images/f.jpg).");
    expect(entry.notes).toContain("Its body's links to the old site were left relative: the export does not say the site's address.");
  });

  it("maps drafts, scheduled posts, pages (old exports' `pages` too) and email-only posts", () => {
    const parsed = readGhost(
      ghostExport(
        [
          { status: "draft", published_at: null },
          { status: "scheduled", published_at: "2031-01-01T09:00:00.000Z" },
          { type: "page", slug: "about" },
          { status: "sent" },
          { status: "sent", published_at: null },
        ],
        { pages: [{ id: "old1", title: "Old page", slug: "old", status: "published", published_at: "2015-01-01T00:00:00.000Z", html: "<p>old</p>" }] },
      ),
    );
    expect(parsed.entries.map((each) => [each.sourceType, each.status, each.publishedAt])).toEqual([
      ["post", "draft", null],
      ["post", "scheduled", "2031-01-01T09:00:00.000Z"],
      ["page", "published", "2024-05-03T10:00:00.000Z"],
      ["post", "published", "2024-05-03T10:00:00.000Z"],
      ["post", "draft", null],
      ["page", "published", "2015-01-01T00:00:00.000Z"],
    ]);
    expect(parsed.entries[3]!.notes).toContain("It was sent as an email only at the source; it comes in as published.");
    expect(parsed.entries[4]!.notes).toContain("It was sent as an email only, with no publish date, so it comes in as a draft.");
    expect(parsed.entries[2]!.oldPaths).toEqual(["/about/"]);
  });

  it("keeps a post whose editor document is broken, empty, and says so", () => {
    const entry = readGhost(ghostExport([{ lexical: "{not json" }], bare)).entries[0]!;
    expect(entry.body).toBe("");
    expect(entry.notes).toEqual(["Its body could not be read at the source, so it comes in empty."]);
  });

  it("refuses JSON that is not a Ghost export", () => {
    expect(() => readGhost({ posts: "nope" })).toThrow(ImportFileError);
  });
});
