import { describe, expect, it } from "vitest";
import type { ImportEntry } from "../../contract/imports";
import { mapEntry, plainTextOf, suggestedKind } from "./entry-fields";

const entry = (overrides: Partial<ImportEntry> = {}): ImportEntry => ({
  sourceId: "1",
  sourceType: "post",
  title: "Hello",
  slug: "hello",
  status: "published",
  publishedAt: "2024-05-03T10:00:00.000Z",
  excerpt: "",
  body: "The **first** paragraph, with [a link](https://example.com).\n\nThe second.",
  featureImage: null,
  bodyImages: [],
  categories: [],
  tags: [],
  author: null,
  oldPaths: [],
  comments: [],
  notes: [],
  ...overrides,
});

describe("an imported entry as one of our kinds", () => {
  it("fills an article: the summary as first paragraph, the body as Markdown, the category matched without regard to case", () => {
    const mapped = mapEntry("articles", entry({ categories: ["technology"] }));
    expect(mapped).toEqual({
      ok: true,
      mapped: {
        fields: expect.objectContaining({
          title: "Hello",
          category: "Technology",
          firstParagraph: "The first paragraph, with a link (https://example.com).",
          body: entry().body,
        }),
        imageField: null,
        notes: [],
      },
    });
  });

  it("says where an unknown category went", () => {
    const mapped = mapEntry("blogs", entry({ categories: ["Cats"] }));
    expect(mapped.ok && mapped.mapped.notes).toEqual(["Its categories (Cats) are not among ours: it was filed under Lifestyle."]);
  });

  it("cuts a title past the limit at a word, and says so", () => {
    const mapped = mapEntry("articles", entry({ title: `${"word ".repeat(60)}end` }));
    if (!mapped.ok) throw new Error(mapped.reason);
    expect((mapped.mapped.fields.title as string).length).toBeLessThanOrEqual(200);
    expect(mapped.mapped.fields.title).toMatch(/word…$/);
    expect(mapped.mapped.notes).toContain("The title was cut to 200 characters.");
  });

  it("refuses what cannot fill the kind, with the reason", () => {
    expect(mapEntry("articles", entry({ title: " " }))).toEqual({ ok: false, reason: "It has no title." });
    expect(mapEntry("articles", entry({ body: "", excerpt: "" }))).toMatchObject({ ok: false });
    expect(mapEntry("random-post", entry())).toEqual({ ok: false, reason: "It has no image: a random post is an image or a video with a few words." });
  });

  it("gives a project its text as the description, and a short post its image as its file", () => {
    const project = mapEntry("projects", entry({ featureImage: { url: "https://example.com/a.png", alt: "" } }));
    expect(project.ok && project.mapped).toMatchObject({ imageField: "headerImg", fields: { shortDescription: expect.stringContaining("first") } });
    const post = mapEntry("islamic", entry({ bodyImages: [{ url: "zip:a.png", alt: "A" }] }));
    expect(post.ok && post.mapped.imageField).toBe("file");
  });

  it("proposes a kind for each type", () => {
    expect([suggestedKind("post"), suggestedKind("page"), suggestedKind("blog"), suggestedKind("projects")]).toEqual(["articles", "skip", "blogs", "projects"]);
  });
});

describe("plain text of Markdown", () => {
  it("takes out marks and images, and writes links out", () => {
    expect(plainTextOf("# Title\n\n> quoted *words*\n\n![img](a.png)\n\n[site](https://a.example \"t\") and `code`")).toBe(
      "Title\n\nquoted words\n\nsite (https://a.example) and code",
    );
  });

  it("stays linear on a link that never closes", () => {
    const started = performance.now();
    plainTextOf(`[a](${"x".repeat(80_000)}`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
