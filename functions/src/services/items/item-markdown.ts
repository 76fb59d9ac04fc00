import { ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { markupMarkdown } from "../../contract/markup-markdown";
import type { ShortPost, Writing } from "../../contract/posts";
import type { Project } from "../../contract/projects";
import { db } from "../../firebase";
import { GUEST_READER } from "./content-items";
import { ITEM_READERS } from "./readers";

/**
 * An item as one Markdown file with front matter (issue 36): what its page shows, readable without us. Served at the
 * item's address with `.md` and to `Accept: text/markdown`, listed by llms.txt. The front matter is YAML written as
 * JSON values (every JSON string and list is YAML too), in the names Hugo, Jekyll and Astro read: title, date,
 * lastmod, categories, tags, image. SPEC's paragraphs are converted from the site's markup (markup-markdown.ts); the
 * long-form body is the owner's own Markdown, as written.
 */

type FrontMatter = Record<string, string | string[] | undefined>;

function frontMatter(fields: FrontMatter): string {
  const lines = Object.entries(fields)
    .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined && entry[1] !== "" && !(Array.isArray(entry[1]) && entry[1].length === 0))
    .map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
  return `---\n${lines.join("\n")}\n---\n`;
}

/** Stored media are served from the site: relative addresses made absolute, so the file stands alone. */
const absolute = (url: string, origin: string) => (url && url.startsWith("/") ? `${origin}${url}` : url);

const image = (url: string, alt: string | undefined, origin: string) => (url ? `![${(alt ?? "").replace(/[[\]\\]/g, "\\$&")}](${absolute(url, origin)})` : "");

const paragraphs = (...parts: string[]) => parts.filter((part) => part.trim() !== "").join("\n\n");

const list = (entries: string[]) => entries.filter((entry) => entry.trim()).map((entry) => `- ${markupMarkdown(entry)}`).join("\n");

/** A code block whose fence is longer than any run of backticks inside, so no snippet can close it early. */
function fence(code: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const marks = "`".repeat(longest + 1);
  return `${marks}\n${code.replace(/\n$/, "")}\n${marks}`;
}

function projectMarkdown(project: Project, origin: string): { fields: FrontMatter; text: string } {
  const features = [project.shortFeature1, project.shortFeature2, project.shortFeature3];
  return {
    fields: {
      categories: [project.category],
      tags: project.technologiesUsed,
      image: absolute(project.headerImg, origin),
      github: project.githubLink,
      summary: project.shortDescription,
    },
    text: paragraphs(
      markupMarkdown(project.shortDescription),
      list(features),
      image(project.headerImg, project.alt.headerImg, origin),
      markupMarkdown(project.description),
      project.keyFeatures.some((feature) => feature.trim()) ? `## Key features\n\n${list(project.keyFeatures)}` : "",
      project.technologiesUsed.length > 0 ? `## Technologies\n\n${list(project.technologiesUsed)}` : "",
      project.codeSnippet.trim() ? `## Code\n\n${fence(project.codeSnippet)}` : "",
      image(project.additionalImg1, project.alt.additionalImg1, origin),
      image(project.additionalImg2, project.alt.additionalImg2, origin),
      project.githubLink ? `[The code on GitHub](${project.githubLink})` : "",
    ),
  };
}

function writingMarkdown(writing: Writing, body: string, origin: string): { fields: FrontMatter; text: string } {
  return {
    fields: { categories: [writing.category], image: absolute(writing.mainImg, origin) },
    text: paragraphs(
      markupMarkdown(writing.firstParagraph),
      image(writing.mainImg, writing.alt.mainImg, origin),
      markupMarkdown(writing.secondParagraph),
      image(writing.img, writing.alt.img, origin),
      markupMarkdown(writing.lastParagraph),
      image(writing.secondImg, writing.alt.secondImg, origin),
      writing.vid ? `[The video](${absolute(writing.vid, origin)})` : "",
      body,
    ),
  };
}

function shortPostMarkdown(post: ShortPost, origin: string): { fields: FrontMatter; text: string } {
  const isVideo = /\.(mp4|webm|ogg)(\?|$)/i.test(post.fileUrl);
  return {
    fields: { image: isVideo ? undefined : absolute(post.fileUrl, origin), video: isVideo ? absolute(post.fileUrl, origin) : undefined },
    text: paragraphs(markupMarkdown(post.desc), isVideo ? `[The video](${absolute(post.fileUrl, origin)})` : image(post.fileUrl, post.alt.fileUrl, origin)),
  };
}

/** The Markdown file of one item as `item` (its answer) and `body` (the stored long-form Markdown) hold it. */
export function itemMarkdown(kind: ItemKind, item: Project | Writing | ShortPost, body: string, origin: string): string {
  const spec = ITEM_KINDS[kind];
  const url = `${origin}${spec.pagePath}/${item._id}`;
  const shaped =
    spec.shape === "project"
      ? projectMarkdown(item as Project, origin)
      : spec.shape === "writing"
        ? writingMarkdown(item as Writing, body, origin)
        : shortPostMarkdown(item as ShortPost, origin);
  const head = frontMatter({ title: item.title, kind, url, date: item.publishedAt, lastmod: item.updatedAt, ...shaped.fields });
  return `${head}\n${shaped.text}\n`;
}

/** A public item's Markdown file, or null when a guest may not see it (unknown, a draft, scheduled, in the trash). */
export async function publicItemMarkdown(kind: ItemKind, id: string, origin: string): Promise<string | null> {
  const item = await ITEM_READERS[kind].get(id, GUEST_READER);
  if (!item) return null;
  // The answer carries the body's HTML alone to a guest; the Markdown is read from the document it came from.
  const stored = await db().collection(ITEM_KINDS[kind].collection).doc(id).get();
  const body = typeof stored.get("body") === "string" ? (stored.get("body") as string) : "";
  return itemMarkdown(kind, item as unknown as Project | Writing | ShortPost, body, origin);
}
