import type { ImportEntry } from "../../contract/imports";
import { ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { POST_CATEGORIES, PROJECT_CATEGORIES, TEXT_LIMITS } from "../../contract/limits";
import { LONG_FORM_LIMITS } from "../../contract/long-form";

/**
 * How an imported entry fills one of our kinds (docs/import-export.md, "What goes where"). Nothing is dropped without a
 * word: what had to change is returned in `notes`, and an entry that cannot fill the kind at all is refused with the
 * reason, for the report.
 */
export interface MappedEntry {
  /** The kind's text fields, as its form would send them (the long-form body included for articles and blogs). */
  fields: Record<string, unknown>;
  /** The file field the entry's featured image fills, or null when the kind takes none or there is none. */
  imageField: string | null;
  notes: string[];
}

export type EntryMapping = { ok: true; mapped: MappedEntry } | { ok: false; reason: string };

/**
 * Text for a plain-text field: Markdown's marks taken out, links written out, paragraphs kept. Each pattern is linear
 * (no two neighbouring repeats can match the same characters).
 */
export function plainTextOf(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n/g, "")
    .replace(/!\[([^\]\n]*)\]\([^)\n]*\)/g, "")
    .replace(/\[([^\]\n]*)\]\(([^)\s]*)(?:\s[^)\n]*)?\)/g, (_, label: string, url: string) => (label && label !== url ? `${label} (${url})` : url))
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/^>\s?/gm, "")
    .replace(/[*_`~]+/g, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The first paragraph of a text, for an entry whose source kept no summary. */
const firstParagraphOf = (text: string) => text.split(/\n\s*\n/).find((paragraph) => paragraph.trim() !== "")?.trim() ?? "";

/** Cut to `limit` characters at a word, with an ellipsis, noting it. */
function fitted(text: string, limit: number, what: string, notes: string[]): string {
  if (text.length <= limit) return text;
  notes.push(`The ${what} was cut to ${limit} characters.`);
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > limit / 2 ? cut.slice(0, space) : cut}…`;
}

/** The source's categories and tags matched, without regard to case, onto one of ours. */
function categoryOf<Category extends string>(entry: ImportEntry, ours: readonly Category[], fallback: Category, notes: string[]): Category {
  const names = [...entry.categories, ...entry.tags].map((name) => name.trim().toLowerCase());
  const match = ours.find((category) => names.includes(category.toLowerCase()));
  if (match) return match;
  if (entry.categories.length > 0) notes.push(`Its categories (${entry.categories.join(", ")}) are not among ours: it was filed under ${fallback}.`);
  return fallback;
}

function writingFields(entry: ImportEntry, notes: string[]): EntryMapping {
  const bodyText = plainTextOf(entry.body);
  const summary = entry.excerpt.trim() || firstParagraphOf(bodyText);
  if (!summary) return { ok: false, reason: "It has no text: an article or blog needs at least a first paragraph." };
  if (entry.body.length > LONG_FORM_LIMITS.bodyChars) {
    return { ok: false, reason: `Its body is longer than the ${LONG_FORM_LIMITS.bodyChars} characters a body may have.` };
  }
  return {
    ok: true,
    mapped: {
      fields: {
        title: fitted(entry.title.trim(), TEXT_LIMITS.title, "title", notes),
        category: categoryOf(entry, POST_CATEGORIES, "Lifestyle", notes),
        firstParagraph: fitted(summary, TEXT_LIMITS.longText, "first paragraph", notes),
        secondParagraph: "",
        lastParagraph: "",
        body: entry.body,
      },
      imageField: entry.featureImage ? "mainImg" : null,
      notes,
    },
  };
}

function projectFields(entry: ImportEntry, notes: string[]): EntryMapping {
  const bodyText = plainTextOf(entry.body);
  const summary = entry.excerpt.trim() || firstParagraphOf(bodyText);
  if (!summary) return { ok: false, reason: "It has no text: a project needs a short description." };
  if (entry.body.trim()) notes.push("Projects have no long-form body: its text became the description, without formatting.");
  return {
    ok: true,
    mapped: {
      fields: {
        title: fitted(entry.title.trim(), TEXT_LIMITS.title, "title", notes),
        shortDescription: fitted(summary, TEXT_LIMITS.shortText, "short description", notes),
        description: fitted(bodyText, TEXT_LIMITS.longText, "description", notes),
        category: categoryOf(entry, PROJECT_CATEGORIES, "Others", notes),
        shortFeature1: "",
        shortFeature2: "",
        shortFeature3: "",
        technologiesUsed: [],
        keyFeatures: [],
        codeSnippet: "",
        githubLink: "",
      },
      imageField: entry.featureImage ? "headerImg" : null,
      notes,
    },
  };
}

function shortPostFields(kind: ItemKind, entry: ImportEntry, notes: string[]): EntryMapping {
  if (!entry.featureImage && entry.bodyImages.length === 0) {
    return { ok: false, reason: `It has no image: a ${ITEM_KINDS[kind].label} is an image or a video with a few words.` };
  }
  if (entry.body.trim()) notes.push(`A ${ITEM_KINDS[kind].label} has no long-form body: its text became the description, without formatting.`);
  return {
    ok: true,
    mapped: {
      fields: {
        title: fitted(entry.title.trim(), TEXT_LIMITS.title, "title", notes),
        desc: fitted(plainTextOf(entry.body) || entry.excerpt.trim(), TEXT_LIMITS.longText, "description", notes),
      },
      imageField: "file",
      notes,
    },
  };
}

/** The fields of `kind` filled from the entry, or why it cannot be. */
export function mapEntry(kind: ItemKind, entry: ImportEntry): EntryMapping {
  const notes = [...entry.notes];
  if (!entry.title.trim()) return { ok: false, reason: "It has no title." };
  switch (ITEM_KINDS[kind].shape) {
    case "writing":
      return writingFields(entry, notes);
    case "project":
      return projectFields(entry, notes);
    case "short-post":
      return shortPostFields(kind, entry, notes);
  }
}

/** The kind the dry run proposes for a type of entry; the owner can change it. */
export function suggestedKind(type: string): ItemKind | "skip" {
  const name = type.toLowerCase();
  if (name === "page" || name === "pages" || name === "projects" || name === "project") return name.startsWith("page") ? "skip" : "projects";
  if (name.includes("blog")) return "blogs";
  if (name.includes("article")) return "articles";
  if (name === "random-post" || name === "random-posts") return "random-post";
  if (name === "did-you-know" || name === "islamic") return "islamic";
  return "articles";
}
