import { describe, expect, it } from "vitest";
import type { ShortPost } from "../../contract/posts";
import type { Project } from "../../contract/projects";
import { itemMarkdown } from "./item-markdown";

const ORIGIN = "https://devfolio.example";
const dates = { publishedAt: "2026-05-01T09:00:00.000Z", updatedAt: "2026-05-02T09:00:00.000Z", createdAt: "2026-05-01T09:00:00.000Z" };

const project = {
  _id: "p1",
  title: 'A "quoted" title',
  shortDescription: "Small (fast) tool",
  shortFeature1: "One",
  shortFeature2: "",
  shortFeature3: "",
  description: "Longer text.",
  technologiesUsed: ["React", "TypeScript"],
  keyFeatures: ["Works offline"],
  codeSnippet: "const fence = '```';",
  githubLink: "https://github.com/example/tool",
  category: "Full Stack",
  headerImg: "/media/projects/p1/header.webp",
  additionalImg1: "",
  additionalImg2: "",
  alt: { headerImg: "The tool's [main] screen" },
  ...dates,
} as unknown as Project;

describe("itemMarkdown", () => {
  it("writes a project's front matter as YAML-readable JSON values and its page as Markdown", () => {
    const markdown = itemMarkdown("projects", project, "", ORIGIN);
    expect(markdown.startsWith('---\ntitle: "A \\"quoted\\" title"\nkind: "projects"\nurl: "https://devfolio.example/projects/p1"\n')).toBe(true);
    expect(markdown).toContain('tags: ["React","TypeScript"]');
    expect(markdown).toContain('image: "https://devfolio.example/media/projects/p1/header.webp"');
    expect(markdown).toContain("Small **fast** tool\n\n- One\n\n![The tool's \\[main\\] screen](https://devfolio.example/media/projects/p1/header.webp)");
    expect(markdown).toContain("## Key features\n\n- Works offline");
    // The snippet holds three backticks: its fence has four.
    expect(markdown).toContain("## Code\n\n````\nconst fence = '```';\n````");
  });

  it("links a short post's video rather than showing it as an image", () => {
    const post = { _id: "s1", title: "Clip", desc: "Watch", fileUrl: "https://cdn.example/clip.mp4", alt: {}, ...dates } as unknown as ShortPost;
    const markdown = itemMarkdown("random-post", post, "", ORIGIN);
    expect(markdown).toContain('video: "https://cdn.example/clip.mp4"');
    expect(markdown).not.toContain("![");
    expect(markdown).toContain("[The video](https://cdn.example/clip.mp4)");
  });
});
