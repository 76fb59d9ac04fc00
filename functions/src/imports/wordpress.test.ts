import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ImportFileError } from "./import-file-error";
import { readWordpress } from "./wordpress";

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/imports/${name}`, import.meta.url), "utf8");

describe("WordPress's Theme Unit Test export (a real WXR 1.2)", () => {
  const parsed = readWordpress(fixture("themeunittestdata.wordpress.xml"));
  const entry = (id: string) => {
    const found = parsed.entries.find((each) => each.sourceId === id);
    if (!found) throw new Error(`no entry ${id}`);
    return found;
  };

  it("reads its 58 posts and 21 pages, and skips its 37 media files and 70 menu items, saying why", () => {
    expect(parsed.source).toBe("wordpress");
    expect(parsed.siteTitle).toBe("Theme Unit Test Data");
    expect(parsed.siteUrl).toBe("https://wpthemetestdata.wordpress.com");
    expect(parsed.entries.filter((each) => each.sourceType === "post")).toHaveLength(58);
    expect(parsed.entries.filter((each) => each.sourceType === "page")).toHaveLength(21);
    const reasons = parsed.skipped.map((each) => each.reason);
    expect(reasons.filter((reason) => reason === "Menu items are not content.")).toHaveLength(70);
    expect(reasons.filter((reason) => reason.startsWith("A media library file"))).toHaveLength(37);
    expect(parsed.skipped).toHaveLength(107);
  });

  it("keeps the scheduled post scheduled, at its GMT time, with its categories, tags, author and old addresses", () => {
    expect(entry("1153")).toMatchObject({
      title: "Scheduled",
      slug: "scheduled",
      status: "scheduled",
      publishedAt: "2030-01-01T19:00:18.000Z",
      categories: ["Unpublished", "Classic"],
      tags: ["content περιεχόμενο"],
      author: "Theme Buster",
      oldPaths: ["/2020/01/01/scheduled/", "/?p=1153"],
      body: "This post is scheduled to be published in the future.\n\nIt should not be displayed by the theme.",
    });
  });

  it("keeps a draft a draft with no publish time, and brings a password-protected post in as a draft, saying so", () => {
    expect(entry("1164")).toMatchObject({ title: "Draft", status: "draft", publishedAt: null });
    const locked = entry("1168");
    expect(locked.status).toBe("draft");
    expect(locked.notes).toContain("It had a password at the source, so it comes in as a draft.");
  });

  it("keeps the comment thread's approved comments with their replies, and leaves pingbacks and trackbacks out", () => {
    const thread = entry("1148").comments;
    expect(thread).toHaveLength(19);
    expect(thread.filter((each) => each.parentSourceId !== null)).toHaveLength(9);
    const first = thread.find((each) => each.sourceId === "881");
    expect(first).toMatchObject({ authorName: "John Γιάννης Doe Κάποιος", parentSourceId: null });
    expect(thread.find((each) => each.sourceId === "905")?.parentSourceId).toBe("904");
    const ids = new Set(thread.map((each) => each.sourceId));
    for (const reply of thread) if (reply.parentSourceId) expect(ids.has(reply.parentSourceId)).toBe(true);
    const pings = entry("1149").comments.map((each) => each.authorName);
    expect(pings.some((name) => name.startsWith("Ping"))).toBe(false);
  });

  it("turns a [caption] shortcode into its image, keeping a caption that differs from the alt text under it", () => {
    const captioned = entry("1163");
    expect(captioned.bodyImages).toEqual([
      { url: "https://wpthemetestdata.files.wordpress.com/2008/06/100_5478.jpg?w=604", alt: "Bell on Wharf" },
    ]);
    expect(captioned.body).toContain("_Bell on wharf in San Francisco_");
    expect(captioned.body).not.toContain("[caption");
    // Here the caption holds a link, which an alt text would lose: it stays as a paragraph with its link.
    const alignment = entry("1177");
    expect(alignment.body).not.toContain("[caption id");
    expect(alignment.body).toContain(
      '_Look at 580x300 getting some [caption](https://en.support.wordpress.com/images/image-settings/ "Image Settings") love._',
    );
  });

  it("gives the featured image from the attachment its post names, with the attachment's alt text", () => {
    expect(entry("1011").featureImage).toEqual({
      url: "https://wpthemetestdata.files.wordpress.com/2013/03/featured-image-horizontal.jpg",
      alt: "Horizontal Featured Image",
    });
    expect(entry("1153").featureImage).toBeNull();
  });

  it("names the shortcodes it kept as text and the post formats it left out", () => {
    const gallery = entry("555");
    expect(gallery.notes).toContain("The [gallery] shortcode was kept as text.");
    expect(gallery.body).toContain("gallery");
    expect(gallery.notes).toContain("The term 'Gallery' (post_format) has no place here and was left out.");
  });

  it("reads the untitled post as untitled, and says so", () => {
    expect(entry("1169")).toMatchObject({ title: "(untitled)", notes: ["It has no title at the source."] });
  });
});

/** A WXR 1.2 file around the given channel content, as WordPress writes one. */
const wxr = (items: string) => `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Mine</title><link>https://example.com</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:author><wp:author_login><![CDATA[ana]]></wp:author_login><wp:author_display_name><![CDATA[Ana Lima]]></wp:author_display_name></wp:author>
${items}</channel></rss>`;

const item = ({ id = "7", type = "post", status = "publish", content = "", extra = "" }) => `<item>
<title>Post ${id}</title><link>https://example.com/2024/05/post-${id}/</link><dc:creator><![CDATA[ana]]></dc:creator>
<content:encoded><![CDATA[${content}]]></content:encoded><excerpt:encoded><![CDATA[A <b>short</b> one.]]></excerpt:encoded>
<wp:post_id>${id}</wp:post_id><wp:post_date>2024-05-03 10:20:30</wp:post_date><wp:post_date_gmt>0000-00-00 00:00:00</wp:post_date_gmt>
<wp:post_name>post-${id}</wp:post_name><wp:status>${status}</wp:status><wp:post_type>${type}</wp:post_type>${extra}</item>`;

describe("WordPress content", () => {
  const one = (content: string) => readWordpress(wxr(item({ content }))).entries[0]!;

  it("makes paragraphs of blank lines and line breaks of single ones, but leaves <pre> as it is", () => {
    const { body } = one("First line\nsecond line\n\nNext paragraph\n\n<pre>code\n\nstill code</pre>");
    expect(body).toBe("First line\\\nsecond line\n\nNext paragraph\n\n```\ncode\n\nstill code\n```");
  });

  it("drops the block editor's comments and keeps what they wrap", () => {
    const { body } = one('<!-- wp:heading {"level":2} -->\n<h2>Hello</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>World <strong>here</strong></p>\n<!-- /wp:paragraph -->');
    expect(body).toBe("## Hello\n\nWorld **here**");
  });

  it("makes a link of [embed] and of a URL alone on its line, keeps other shortcodes as text and names them", () => {
    const entry = one("[embed]https://www.youtube.com/watch?v=abc[/embed]\n\nhttps://twitter.com/x/status/1\n\n[contact-form id=\"3\"]");
    expect(entry.body).toBe('<https://www.youtube.com/watch?v=abc>\n\n<https://twitter.com/x/status/1>\n\n\\[contact-form id="3"]');
    expect(entry.notes).toEqual(["The [contact-form] shortcode was kept as text."]);
  });

  it("gives a [caption]'s text to an image that has no alt text", () => {
    const entry = one('[caption id="a" width="300"]<img src="https://example.com/a.jpg" /> A red boat[/caption]');
    expect(entry.bodyImages).toEqual([{ url: "https://example.com/a.jpg", alt: "A red boat" }]);
    expect(entry.body).toBe("![A red boat](https://example.com/a.jpg)");
  });

  it("names the elements Markdown cannot hold", () => {
    expect(one("<p>Hi</p><script>alert(1)</script>").notes).toEqual(["A <script> element was left out: Markdown has no form for it."]);
  });

  it("uses the site's local time when there is no GMT time, the author's display name and the excerpt as plain text", () => {
    expect(one("x")).toMatchObject({ publishedAt: "2024-05-03T10:20:30.000Z", author: "Ana Lima", excerpt: "A short one." });
  });
});

describe("what a WordPress export holds besides posts", () => {
  it("skips private and trashed posts, custom post types and revisions, each with its reason", () => {
    const parsed = readWordpress(
      wxr([item({ id: "1", status: "private" }), item({ id: "2", status: "trash" }), item({ id: "3", type: "product" }), item({ id: "4", type: "revision", status: "inherit" }), item({ id: "5", status: "pending" })].join("")),
    );
    expect(parsed.skipped.map((each) => [each.sourceId, each.reason])).toEqual([
      ["1", "It is private at the source: only its author could read it."],
      ["2", "It is in WordPress's trash."],
      ["3", "Custom post type 'product' has no kind here."],
      ["4", "Revisions are not imported: the post itself is."],
    ]);
    expect(parsed.entries.map((each) => [each.sourceId, each.status])).toEqual([["5", "draft"]]);
  });

  it("keeps only approved comments, as plain text with links written out, and only http(s) author sites", () => {
    const comment = (id: string, approved: string, type = "", parent = "0") => `<wp:comment><wp:comment_id>${id}</wp:comment_id>
<wp:comment_author><![CDATA[Reader ${id}]]></wp:comment_author><wp:comment_author_url>javascript:alert(1)</wp:comment_author_url>
<wp:comment_date_gmt>2024-05-04 08:00:00</wp:comment_date_gmt><wp:comment_content><![CDATA[Nice, see <a href="https://example.org/x">this</a>.]]></wp:comment_content>
<wp:comment_approved>${approved}</wp:comment_approved><wp:comment_type>${type}</wp:comment_type><wp:comment_parent>${parent}</wp:comment_parent></wp:comment>`;
    const parsed = readWordpress(wxr(item({ extra: comment("1", "1") + comment("2", "0") + comment("3", "spam") + comment("4", "1", "pingback") + comment("5", "1", "comment", "1") })));
    expect(parsed.entries[0]!.comments).toEqual([
      { sourceId: "1", parentSourceId: null, authorName: "Reader 1", authorUrl: null, text: "Nice, see this (https://example.org/x).", createdAt: "2024-05-04T08:00:00.000Z" },
      { sourceId: "5", parentSourceId: "1", authorName: "Reader 5", authorUrl: null, text: "Nice, see this (https://example.org/x).", createdAt: "2024-05-04T08:00:00.000Z" },
    ]);
  });

  it("refuses a broken file with a sentence that says so", () => {
    expect(() => readWordpress(wxr("<item><title>x</item>"))).toThrow(ImportFileError);
    expect(() => readWordpress(wxr("<item><title>x</item>"))).toThrow(/^This WordPress export could not be read: /);
  });
});
