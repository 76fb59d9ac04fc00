import { describe, expect, it } from "vitest";
import type { FeedItem } from "../services/items/site-index";
import { feedEntryOf } from "./feed-entries";

const ORIGIN = "https://site.example";
const FILE = (name: string) => `https://storage.example/v0/b/bucket/o/media%2Fkind%2Fid%2F${name}?alt=media&token=t`;
const dates = { published: new Date("2026-01-02T03:04:05Z"), updated: new Date("2026-01-03T03:04:05Z") };

// Only the fields a feed reads; the rest of an item's answer does not matter here.
const project = (fields: Record<string, unknown>) =>
  ({
    kind: "projects",
    shape: "project",
    ...dates,
    item: {
      _id: "p1",
      title: "Tiny tool",
      shortDescription: "A small tool.",
      shortFeature1: "Fast",
      shortFeature2: "",
      shortFeature3: "Offline",
      description: "",
      technologiesUsed: [],
      keyFeatures: [],
      codeSnippet: "",
      githubLink: "",
      category: "Small tools",
      headerImg: "",
      additionalImg1: "",
      additionalImg2: "",
      alt: {},
      ...fields,
    },
  }) as unknown as FeedItem;

describe("a project's entry", () => {
  it("shows its page in order: cover, lead, features, about, technologies, features, screenshots, code, GitHub", () => {
    const entry = feedEntryOf(
      project({
        headerImg: FILE("cover.png"),
        alt: { headerImg: "The tool's window", additionalImg2: "Settings" },
        description: "Does (one) thing.",
        technologiesUsed: ["React", "<TS>"],
        keyFeatures: ["Undo"],
        additionalImg1: FILE("one.webp"),
        additionalImg2: FILE("two.gif"),
        codeSnippet: 'if (a < b) alert("x");',
        githubLink: "https://github.com/me/tool",
      }),
      ORIGIN,
    );
    expect(entry).toMatchObject({
      url: `${ORIGIN}/projects/p1`,
      title: "Tiny tool",
      summary: "A small tool.",
      kindTitle: "Projects",
      kindSlug: "projects",
      category: "Small tools",
      image: { url: FILE("cover.png"), type: "image/png", kind: "image", alt: "The tool's window" },
      video: null,
    });
    const src = (name: string) => FILE(name).replace("&", "&amp;");
    expect(entry.contentHtml).toBe(
      [
        `<p><img src="${src("cover.png")}" alt="The tool&#39;s window"></p>`,
        "<p>A small tool.</p>",
        "<p>Fast, Offline</p>",
        "<h2>About this project</h2><p>Does <strong>one</strong> thing.</p>",
        "<h2>Technologies</h2><ul><li>React</li><li>&lt;TS&gt;</li></ul>",
        "<h2>Features</h2><ul><li>Undo</li></ul>",
        `<h2>Screenshots</h2><p><img src="${src("one.webp")}" alt="Tiny tool screenshot 1"></p><p><img src="${src("two.gif")}" alt="Settings"></p>`,
        "<h2>Code snippet</h2><pre><code>if (a &lt; b) alert(&quot;x&quot;);</code></pre>",
        '<p><a href="https://github.com/me/tool" rel="noopener noreferrer nofollow ugc">View on GitHub</a></p>',
      ].join(""),
    );
  });

  it("without images has no image, and its title stands for a missing alt text", () => {
    expect(feedEntryOf(project({}), ORIGIN).image).toBeNull();
    expect(feedEntryOf(project({ headerImg: FILE("c.jpg") }), ORIGIN).image?.alt).toBe("Tiny tool");
  });

  it("names no file or link that is not http(s)", () => {
    const entry = feedEntryOf(project({ headerImg: "javascript:alert(1)", githubLink: "javascript:alert(1)", additionalImg1: "data:image/png;base64,AAAA" }), ORIGIN);
    expect(entry.image).toBeNull();
    expect(entry.contentHtml).not.toMatch(/javascript:|data:/);
  });
});

describe("a short post's entry", () => {
  const post = (fileUrl: string) =>
    ({ kind: "random-post", shape: "short-post", ...dates, item: { _id: "r1", title: "Sunrise", desc: "Early\nalarm", fileUrl, alt: {} } }) as unknown as FeedItem;

  it("with a video shows it, and has no image", () => {
    const entry = feedEntryOf(post(FILE("clip.webm")), ORIGIN);
    expect(entry.image).toBeNull();
    expect(entry.video).toMatchObject({ type: "video/webm", kind: "video" });
    expect(entry.contentHtml).toMatch(/^<p><video src="[^"]+clip\.webm[^"]*" controls preload="metadata"><a href="[^"]+">Watch the video<\/a><\/video><\/p><p>Early<br>alarm<\/p>$/);
    expect(entry.category).toBeNull();
    expect(entry.kindSlug).toBe("random-posts");
  });

  it("with a file of the site itself names it on the site's address", () => {
    const entry = feedEntryOf(post("/images/sunrise.jpg"), ORIGIN);
    expect(entry.image).toMatchObject({ url: `${ORIGIN}/images/sunrise.jpg`, type: "image/jpeg", alt: "Sunrise" });
  });
});
