import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ImportEntry } from "../contract/imports";
import { readMarkdownFiles } from "./markdown-files";

const fixtures = new URL("../../../tests/fixtures/imports/", import.meta.url);
const encode = (text: string) => new TextEncoder().encode(text);

/** A fixture folder as the zip of it would be read: its files by their path inside it. */
function folder(name: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  const base = new URL(`${name}/`, fixtures);
  for (const path of readdirSync(base, { recursive: true, withFileTypes: false }) as string[]) {
    try {
      files.set(path, readFileSync(new URL(path, base)));
    } catch {
      // a folder
    }
  }
  return files;
}

const byId = (entries: ImportEntry[], id: string) => {
  const found = entries.find((each) => each.sourceId === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

const NOW = new Date("2026-01-01T00:00:00Z");

describe("Hugo's basic example site (TOML and YAML front matter)", () => {
  const parsed = readMarkdownFiles(folder("hugo-basic-example"), NOW);

  it("reads every content file but the section list pages, each with its section as its type", () => {
    expect(parsed.source).toBe("markdown");
    expect(parsed.entries.map((each) => [each.sourceId, each.sourceType])).toEqual([
      ["content/about.md", ""],
      ["content/archives.md", ""],
      ["content/homepage/about.md", "homepage"],
      ["content/homepage/index.md", "homepage"],
      ["content/homepage/work.md", "homepage"],
      ["content/post/emoji-support.md", "post"],
      ["content/post/markdown-syntax.md", "post"],
      ["content/post/math-typesetting.md", "post"],
      ["content/post/placeholder-text.md", "post"],
      ["content/post/rich-content.md", "post"],
    ]);
    expect(parsed.skipped.map((each) => each.sourceId).sort()).toEqual(["content/_index.md", "content/post/_index.md"]);
  });

  it("takes title, date, author, tags, categories, summary and aliases from TOML front matter", () => {
    expect(byId(parsed.entries, "content/post/markdown-syntax.md")).toMatchObject({
      title: "Markdown Syntax Guide",
      slug: "markdown-syntax",
      status: "published",
      publishedAt: "2019-03-11T00:00:00.000Z",
      author: "Hugo Authors",
      tags: ["markdown", "css", "html"],
      categories: ["themes", "syntax"],
      excerpt: "Sample article showcasing basic Markdown syntax and formatting for HTML elements.",
      // A relative alias is read from the page's folder, as Hugo does.
      oldPaths: ["/post/migrate-from-jekyl", "/post/markdown-syntax/"],
    });
    expect(byId(parsed.entries, "content/about.md").oldPaths).toEqual(["/about-us", "/about-hugo", "/contact"]);
  });

  it("keeps shortcodes it cannot map as text and names each", () => {
    const rich = byId(parsed.entries, "content/post/rich-content.md");
    expect(rich.body).toContain("youtube ZJthWmvUzzc");
    expect(rich.notes).toEqual(
      expect.arrayContaining(["The Hugo shortcode youtube was kept as text.", "The Hugo shortcode twitter_simple was kept as text.", "The Hugo shortcode vimeo_simple was kept as text."]),
    );
  });
});

describe("Jekyll's minima theme's posts", () => {
  const parsed = readMarkdownFiles(folder("jekyll-minima"), NOW);

  it("dates and names posts from their file names, with Jekyll's default address as the old one", () => {
    const welcome = byId(parsed.entries, "_posts/2016-05-20-welcome-to-jekyll.md");
    expect(welcome).toMatchObject({
      sourceType: "posts",
      title: "welcome-to-jekyll",
      slug: "welcome-to-jekyll",
      status: "published",
      publishedAt: "2016-05-20T00:00:00.000Z",
      oldPaths: ["/2016/05/20/welcome-to-jekyll.html"],
    });
    expect(welcome.notes).toContain("It has no title: its file name is its title.");
    expect(parsed.entries.filter((each) => each.sourceType === "posts")).toHaveLength(6);
  });

  it("makes a fenced code block of {% highlight %}", () => {
    const welcome = byId(parsed.entries, "_posts/2016-05-20-welcome-to-jekyll.md");
    expect(welcome.body).toContain("```ruby\ndef print_hi(name)\n  puts \"Hi, #{name}\"\nend\nprint_hi('Tom')\n#=> prints 'Hi, Tom' to STDOUT.\n```");
    expect(welcome.body).not.toContain("highlight");
    expect(welcome.body).toContain("[Jekyll docs][jekyll-docs]");
  });
});

describe("Astro's blog example", () => {
  const files = folder("astro-blog");
  files.set("public/placeholder-hero.jpg", new Uint8Array([0xff, 0xd8, 0xff]));
  const parsed = readMarkdownFiles(files, NOW);

  it("reads pubDate, description and heroImage, finding the hero image in public/", () => {
    expect(parsed.entries[0]).toMatchObject({
      sourceId: "src/content/blog/first-post.md",
      sourceType: "blog",
      title: "First post",
      slug: "first-post",
      excerpt: "Lorem ipsum dolor sit amet",
      publishedAt: "2022-07-08T00:00:00.000Z",
      featureImage: { url: "zip:public/placeholder-hero.jpg", alt: "" },
      oldPaths: ["/blog/first-post/"],
    });
  });
});

describe("Markdown files' edge cases", () => {
  const read = (files: Record<string, string | Uint8Array>) =>
    readMarkdownFiles(new Map(Object.entries(files).map(([path, value]) => [path, typeof value === "string" ? encode(value) : value])), NOW);

  it("resolves a page bundle's images beside it, in the body and the front matter, and lists each body image once", () => {
    const parsed = read({
      "content/posts/trip/index.md": '---\ntitle: Trip\ndate: 2024-05-03\ncover:\n  image: cover.jpg\n  alt: The bay\n---\n![Boat](boat.jpg)\n\n![Boat again]( ./boat.jpg)\n\n{{< figure src="maps/route.png" alt="Route" caption="Our route" >}}\n\n![Far](https://cdn.example/far.png)\n\n![Missing](gone.png)\n',
      "content/posts/trip/cover.jpg": new Uint8Array([1]),
      "content/posts/trip/boat.jpg": new Uint8Array([1]),
      "content/posts/trip/maps/route.png": new Uint8Array([1]),
    });
    const entry = parsed.entries[0]!;
    expect(entry).toMatchObject({ sourceType: "posts", slug: "trip", featureImage: { url: "zip:content/posts/trip/cover.jpg", alt: "The bay" } });
    expect(entry.bodyImages).toEqual([
      { url: "zip:content/posts/trip/boat.jpg", alt: "Boat" },
      { url: "zip:content/posts/trip/maps/route.png", alt: "Route" },
      { url: "https://cdn.example/far.png", alt: "Far" },
      { url: "gone.png", alt: "Missing" },
    ]);
    expect(entry.body).toContain("![Route](zip:content/posts/trip/maps/route.png)\n\n_Our route_");
    // The author's Markdown is kept as written, with only the image addresses changed.
    expect(entry.body.startsWith("![Boat](zip:content/posts/trip/boat.jpg)\n\n![Boat again](zip:content/posts/trip/boat.jpg)\n\n")).toBe(true);
    expect(entry.notes).toEqual(["The image gone.png is not in the zip; its address was kept."]);
  });

  it("never resolves an image outside the zip", () => {
    const entry = read({ "posts/a.md": "---\ntitle: A\n---\n![x](../../../etc/passwd)\n" }).entries[0]!;
    expect(entry.bodyImages).toEqual([{ url: "../../../etc/passwd", alt: "x" }]);
  });

  it("reads Jekyll's permalink, redirect_from, published: false and space-separated tags", () => {
    const parsed = read({
      "_posts/2024-05-03-hello-world.md": "---\ntitle: Hello\npermalink: /blog/hello/\nredirect_from:\n  - /old-hello/\ntags: one two\npublished: false\n---\nHi\n",
      "_drafts/idea.md": "---\ntitle: Idea\n---\nSoon\n",
    });
    expect(parsed.entries.map((each) => [each.sourceId, each.sourceType, each.status, each.publishedAt])).toEqual([
      ["_drafts/idea.md", "posts", "draft", null],
      ["_posts/2024-05-03-hello-world.md", "posts", "draft", null],
    ]);
    expect(parsed.entries[1]).toMatchObject({ slug: "hello-world", tags: ["one", "two"], oldPaths: ["/blog/hello/", "/old-hello/"] });
  });

  it("schedules a post dated later than now, and keeps Hugo's draft a draft", () => {
    const parsed = read({
      "content/posts/later.md": "+++\ntitle = 'Later'\ndate = 2030-02-01T09:00:00Z\n+++\nx\n",
      "content/posts/wip.md": "---\ntitle: WIP\ndraft: true\ndate: 2024-01-01\n---\nx\n",
    });
    expect(parsed.entries.map((each) => [each.title, each.status, each.publishedAt])).toEqual([
      ["Later", "scheduled", "2030-02-01T09:00:00.000Z"],
      ["WIP", "draft", null],
    ]);
  });

  it("takes the first heading as the title when there is none, and says so", () => {
    const entry = read({ "notes/x.md": "# A *fine* day\n\nText\n" }).entries[0]!;
    expect(entry).toMatchObject({ title: "A _fine_ day", body: "Text", sourceType: "notes" });
    expect(entry.notes).toContain("It has no title in its front matter: its first heading is its title.");
  });

  it("keeps Liquid tags it cannot map as text, names them, and leaves tags inside code alone", () => {
    const entry = read({ "_posts/2024-01-02-a.md": "---\ntitle: A\n---\n{% include note.html %}\n\n```\n{% raw %}\n```\n![i]({{ site.baseurl }}/assets/i.png)\n", "assets/i.png": new Uint8Array([1]) }).entries[0]!;
    expect(entry.notes).toEqual(["The Liquid tag include was kept as text.", "The Liquid expression {{ site.baseurl }} was taken out, leaving the site's own paths."]);
    expect(entry.body).toContain("{% include note.html %}");
    expect(entry.body).toContain("```\n{% raw %}\n```");
    expect(entry.bodyImages).toEqual([{ url: "zip:assets/i.png", alt: "i" }]);
  });

  it("says when front matter cannot be read, or the body holds raw HTML, and skips MDX and repository files with a reason", () => {
    const parsed = read({ "a.md": "---\ntitle: [unclosed\n---\nHi <b>there</b>\n", "b.mdx": "x", "README.md": "# Repo" });
    expect(parsed.entries[0]!.notes[0]).toMatch(/^Its front matter could not be read \(.+\), so only its body comes in\.$/);
    expect(parsed.entries[0]!.notes).toContain("It holds raw HTML in 2 places, which the site does not show: edit it into Markdown.");
    expect(parsed.skipped.map((each) => [each.sourceId, each.reason])).toEqual([
      ["b.mdx", "MDX holds components, which have no form here: rename it .md if it is plain Markdown."],
      ["README.md", "A repository's own file, not content."],
    ]);
  });
});
