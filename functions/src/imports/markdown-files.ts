import type { Definition, Image, Root, RootContent } from "mdast";
import type { Node } from "unist";
import { toMarkdown } from "mdast-util-to-markdown";
import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";
import type { ImportEntry, ImportEntryStatus, ImportImage, ImportSkip, ParsedImport } from "../contract/imports";
import { MARKDOWN_OPTIONS, parseMarkdown } from "./html-to-markdown";
import { ImportFileError } from "./import-file-error";
import { expandGeneratorSyntax } from "./markdown-syntax";
import type { ZipFiles } from "./unzip";

type FrontMatter = Record<string, unknown>;

const MARKDOWN_FILE = /\.(md|markdown)$/i;
/** Files a repository keeps beside its content, which are about the repository, not posts. */
const REPOSITORY_FILES = new Set(["readme.md", "license.md", "changelog.md", "contributing.md", "code_of_conduct.md", "security.md"]);

export const isMarkdownPath = (path: string) => MARKDOWN_FILE.test(path);

/** Splits `---` YAML or `+++` TOML front matter from the body. */
function splitFrontMatter(text: string): { data: FrontMatter; body: string; error?: string } {
  const source = text.replace(/^\uFEFF/, "").replaceAll("\r\n", "\n");
  const fence = source.startsWith("---\n") ? "---" : source.startsWith("+++\n") ? "+++" : null;
  if (!fence) return { data: {}, body: source };
  let at = 4;
  for (;;) {
    const end = source.indexOf("\n", at);
    const line = source.slice(at, end < 0 ? source.length : end);
    if (line.trimEnd() === fence || (fence === "---" && line.trimEnd() === "...")) {
      const raw = source.slice(4, at);
      const body = end < 0 ? "" : source.slice(end + 1);
      try {
        // yaml refuses more than 100 aliases by default, so an alias bomb stops; TOML has no aliases.
        const data: unknown = fence === "---" ? parseYaml(raw) : parseToml(raw);
        const record = data && typeof data === "object" && !Array.isArray(data) ? (data as FrontMatter) : {};
        return { data: record, body };
      } catch (error) {
        return { data: {}, body, error: error instanceof Error ? (error.message.split("\n")[0] ?? "") : "unreadable" };
      }
    }
    if (end < 0) return { data: {}, body: source };
    at = end + 1;
  }
}

const str = (value: unknown): string => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");

function list(value: unknown, splitOnSpaces: boolean): string[] {
  if (Array.isArray(value)) return value.map(str).filter(Boolean);
  const text = str(value);
  if (!text) return [];
  if (text.includes(",")) return text.split(",").map((each) => each.trim()).filter(Boolean);
  return splitOnSpaces ? text.split(/\s+/).filter(Boolean) : [text];
}

/** A front matter date (YAML gives a string, TOML a Date): ISO 8601, or null. A date with no zone is read as UTC. */
function dateOf(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime()).toISOString();
  const text = str(value);
  if (!text || text.length > 40) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(text);
  if (!match) {
    // Astro coerces its dates with JavaScript's Date ("Jul 08 2022"), so that reading is the one its users wrote for;
    // one with no zone is read as UTC, as above, not in whatever zone the server runs.
    const inUtc = new Date(`${text} UTC`);
    const parsed = Number.isNaN(inUtc.getTime()) ? new Date(text) : inUtc;
    return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString();
  }
  const [, year, month, day, hour = "00", minute = "00", second = "00", fraction = "", zone = "Z"] = match;
  const offset = zone.toUpperCase() === "Z" ? "Z" : zone.includes(":") ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${fraction}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const dirname = (path: string) => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");
const basename = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** Joins a relative path onto a folder in the zip; null when it climbs out of the zip. */
function joinPath(folder: string, relative: string): string | null {
  const parts = folder ? folder.split("/") : [];
  for (const part of relative.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (!parts.length) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join("/");
}

/**
 * Where the file sits, in the generators' conventions: Hugo's and Astro's `content/<section>/`, Jekyll's
 * `_<collection>/` (`_posts`, `_drafts` → "posts"), else the folder it is in (a page bundle's folder's folder).
 */
function layoutOf(path: string): { sourceType: string; siteRoot: string; generator: "hugo" | "jekyll" | "plain" } {
  const folders = dirname(path).split("/").filter(Boolean);
  const content = folders.lastIndexOf("content");
  if (content >= 0) {
    const below = folders.slice(content + 1);
    const isBundle = basename(path).toLowerCase() === "index.md" && below.length > 1;
    const siteRoot = folders.slice(0, folders[content - 1] === "src" ? content - 1 : content).join("/");
    return { sourceType: below.length > (isBundle ? 1 : 0) ? below[0]! : "", siteRoot, generator: "hugo" };
  }
  const collection = folders.findIndex((folder) => folder.startsWith("_") && folder.length > 1);
  if (collection >= 0) {
    const name = folders[collection]!.slice(1);
    return { sourceType: name === "drafts" ? "posts" : name, siteRoot: folders.slice(0, collection).join("/"), generator: "jekyll" };
  }
  const isBundle = basename(path).toLowerCase() === "index.md" && folders.length > 0;
  const parent = isBundle ? folders[folders.length - 2] : folders[folders.length - 1];
  return { sourceType: parent ?? "", siteRoot: "", generator: "plain" };
}

/** Every node of the tree, in document order (a plain walk: unist-util-visit names a function per node, which costs). */
function walk(node: Root | RootContent, visitor: (node: RootContent) => void): void {
  if (node.type !== "root") visitor(node);
  if ("children" in node) for (const child of node.children) walk(child, visitor);
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function rangeOf(node: Node): { start: number; end: number } | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? null : { start, end };
}

/**
 * The edit that puts `url` where an image or definition wrote its address: found as written (after the `(` of an
 * image, after the `]:` of a definition), or null when it was written otherwise (escaped, percent-encoded), and the
 * caller then writes the whole body anew.
 */
function destinationEdit(source: string, node: Image | Definition, url: string): Edit | null {
  const range = rangeOf(node);
  if (!range) return null;
  const written = source.slice(range.start, range.end);
  const marker = node.type === "image" ? written.lastIndexOf("](") + 2 : written.indexOf("]:") + 2;
  if (marker < 2) return null;
  const rest = written.slice(marker);
  const leading = rest.length - rest.trimStart().length;
  const plain = rest.trimStart().startsWith(node.url) ? node.url : rest.trimStart().startsWith(`<${node.url}>`) ? `<${node.url}>` : null;
  if (plain === null || node.url === "") return null;
  // The space an author left after "(" goes too: the importer finds an image by `](address` (entry-media.ts).
  const start = range.start + marker;
  return { start, end: start + leading + plain.length, text: /[\s()<>]/.test(url) ? `<${url}>` : url };
}

function applyEdits(source: string, edits: Edit[]): string {
  let out = "";
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    if (edit.start < at) continue;
    out += source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + source.slice(at);
}

/** One Markdown file to an entry; `files` is the whole zip, for its images. */
function readFile(path: string, text: string, files: ZipFiles, now: Date): ImportEntry {
  const notes: string[] = [];
  const { data, body: rawBody, error } = splitFrontMatter(text);
  if (error) notes.push(`Its front matter could not be read (${error.slice(0, 120)}), so only its body comes in.`);
  const { sourceType, siteRoot, generator } = layoutOf(path);
  const folder = dirname(path);
  const fileName = basename(path).replace(MARKDOWN_FILE, "");
  const jekyllName = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(fileName);
  const isBundle = fileName.toLowerCase() === "index" && folder !== "";

  /** An image address from the file: relative ones become `zip:` paths when the zip has them; http(s) ones stay. */
  const imageUrl = (raw: string): string => {
    const url = raw.trim();
    if (/^(https?:)?\/\//i.test(url) || /^[a-z][a-z0-9+.-]*:/i.test(url) || url === "") return url;
    const [pathPart] = url.split(/[?#]/, 1) as [string];
    let decoded = pathPart;
    try {
      decoded = decodeURIComponent(pathPart);
    } catch {
      // A stray % is a literal character in a file name.
    }
    const candidates = decoded.startsWith("/")
      ? ["static", "public", "assets", ""].map((base) => joinPath(siteRoot, `${base}${decoded}`))
      : [joinPath(folder, decoded)];
    const found = candidates.find((candidate) => candidate !== null && files.has(candidate));
    if (found) return `zip:${found}`;
    notes.push(`The image ${url} is not in the zip; its address was kept.`);
    return url;
  };

  const expanded = expandGeneratorSyntax(rawBody);
  notes.push(...expanded.notes);
  const tree = parseMarkdown(expanded.markdown) as Root;

  /** Changes to the Markdown as written, by offset: the body keeps the author's own Markdown wherever it can. */
  const edits: Edit[] = [];
  let spliceable = true;
  let title = str(data.title);
  if (!title) {
    const first = tree.children[0];
    if (first?.type === "heading" && first.depth === 1) {
      title = toMarkdown({ type: "paragraph", children: first.children }, MARKDOWN_OPTIONS).trim();
      const range = rangeOf(first);
      if (range) edits.push({ ...range, text: "" });
      else spliceable = false;
      tree.children.shift();
      notes.push("It has no title in its front matter: its first heading is its title.");
    } else {
      title = isBundle ? basename(folder) : jekyllName ? jekyllName[4]! : fileName;
      notes.push("It has no title: its file name is its title.");
    }
  }

  const definitions = new Map<string, Definition>();
  walk(tree, (node) => {
    if (node.type === "definition") definitions.set(node.identifier, node);
  });
  const rewrite = (node: Image | Definition) => {
    const url = imageUrl(node.url);
    if (url === node.url) return;
    const edit = destinationEdit(expanded.markdown, node, url);
    if (edit) edits.push(edit);
    else spliceable = false;
    node.url = url;
  };
  const bodyImages: ImportImage[] = [];
  const seen = new Set<string>();
  const rewritten = new Set<Definition>();
  let rawHtml = 0;
  walk(tree, (node) => {
    let found: ImportImage | null = null;
    if (node.type === "image") {
      rewrite(node);
      found = { url: node.url, alt: node.alt ?? "" };
    } else if (node.type === "imageReference") {
      const definition = definitions.get(node.identifier);
      if (definition && !rewritten.has(definition)) {
        rewritten.add(definition);
        rewrite(definition);
      }
      found = { url: definition?.url ?? "", alt: node.alt ?? "" };
    } else if (node.type === "html" && !/^\s*<!--[\s\S]*-->\s*$/.test(node.value)) {
      // A comment (Hugo's <!--more-->) shows nothing anyway; other HTML would be dropped by the renderer.
      rawHtml += 1;
    }
    if (found && found.url && !seen.has(found.url)) {
      seen.add(found.url);
      bodyImages.push(found);
    }
  });
  if (rawHtml) notes.push(`It holds raw HTML in ${rawHtml} place${rawHtml === 1 ? "" : "s"}, which the site does not show: edit it into Markdown.`);
  const body = (spliceable ? applyEdits(expanded.markdown, edits) : toMarkdown(tree, MARKDOWN_OPTIONS)).trim();

  const featureSource = data.cover ?? data.heroImage ?? data.image ?? data.featured_image ?? data.feature_image ?? (Array.isArray(data.images) ? data.images[0] : data.images);
  let featureImage: ImportImage | null = null;
  if (featureSource) {
    const record = typeof featureSource === "object" && !Array.isArray(featureSource) ? (featureSource as FrontMatter) : null;
    const src = record ? str(record.image ?? record.src ?? record.path ?? record.url) : str(featureSource);
    if (src) featureImage = { url: imageUrl(src), alt: str(record?.alt ?? data.heroImageAlt ?? data.image_alt ?? data.imageAlt ?? "") };
  }

  const slug = str(data.slug) || (isBundle ? basename(folder) : jekyllName ? jekyllName[4]! : fileName);
  const published = dateOf(data.publishDate ?? data.pubDate ?? data.date ?? data.published_at) ?? (jekyllName ? dateOf(`${jekyllName[1]}-${jekyllName[2]}-${jekyllName[3]}`) : null);
  const isDraft = data.draft === true || data.published === false || /(^|\/)_drafts\//.test(path);
  let status: ImportEntryStatus = "published";
  if (isDraft) status = "draft";
  else if (published && new Date(published) > now) status = "scheduled";
  if (!isDraft && !published) notes.push("It has no date at the source.");

  const oldPaths: string[] = [];
  // Hugo reads an alias with no leading slash from the page's own folder under content/ (its docs' Page.Aliases example).
  const contentFolder = (() => {
    const folders = folder.split("/");
    const content = folders.lastIndexOf("content");
    const below = content >= 0 ? folders.slice(content + 1, isBundle ? -1 : undefined) : [];
    return below.length ? `/${below.join("/")}` : "";
  })();
  const addPath = (value: unknown, relativeTo = "") => {
    for (const each of list(value, false)) {
      let path = each;
      try {
        if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
      } catch {
        continue;
      }
      oldPaths.push(path.startsWith("/") ? path : `${relativeTo}/${path}`);
    }
  };
  addPath(data.permalink);
  addPath(data.url);
  addPath(data.aliases, generator === "hugo" ? contentFolder : "");
  addPath(data.redirect_from);
  if (generator === "jekyll" && jekyllName && !data.permalink) oldPaths.push(`/${jekyllName[1]}/${jekyllName[2]}/${jekyllName[3]}/${jekyllName[4]}.html`);
  if (generator === "hugo" && sourceType && !data.url) oldPaths.push(`/${sourceType}/${slug}/`);

  const author = data.author;
  const authorName = typeof author === "object" && author && !Array.isArray(author) ? str((author as FrontMatter).name) : Array.isArray(author) ? str(author[0]) : str(author) || (Array.isArray(data.authors) ? str(data.authors[0]) : "");

  return {
    sourceId: path,
    sourceType,
    title,
    slug,
    status,
    publishedAt: status === "draft" ? null : published,
    excerpt: str(data.summary ?? data.description ?? data.excerpt),
    body,
    featureImage,
    bodyImages,
    categories: [...new Set([...list(data.categories, generator === "jekyll"), ...list(data.category, false)])],
    tags: [...new Set(list(data.tags, generator === "jekyll"))],
    author: authorName || null,
    oldPaths: [...new Set(oldPaths)],
    comments: [],
    notes,
  };
}

/** Every Markdown file of a zip (or the one file uploaded), each an entry; the zip's other files are its images. */
export function readMarkdownFiles(files: ZipFiles, now = new Date()): ParsedImport {
  const entries: ImportEntry[] = [];
  const skipped: ImportSkip[] = [];
  const decoder = new TextDecoder("utf-8", { fatal: true });
  for (const [path, bytes] of files) {
    if (path.split("/").includes("node_modules")) continue;
    const name = basename(path).toLowerCase();
    if (name.endsWith(".mdx")) {
      skipped.push({ sourceId: path, title: basename(path), reason: "MDX holds components, which have no form here: rename it .md if it is plain Markdown." });
      continue;
    }
    if (!isMarkdownPath(path)) continue;
    if (REPOSITORY_FILES.has(name)) {
      skipped.push({ sourceId: path, title: basename(path), reason: "A repository's own file, not content." });
      continue;
    }
    if (name === "_index.md") {
      skipped.push({ sourceId: path, title: basename(path), reason: "A Hugo section's list page: its posts come in one by one." });
      continue;
    }
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      skipped.push({ sourceId: path, title: basename(path), reason: "It is not UTF-8 text." });
      continue;
    }
    entries.push(readFile(path, text, files, now));
  }
  if (!entries.length && !skipped.length) throw new ImportFileError("This zip holds no Markdown files.");
  entries.sort((a, b) => (a.sourceId < b.sourceId ? -1 : a.sourceId > b.sourceId ? 1 : 0));
  return { source: "markdown", siteTitle: "", siteUrl: "", entries, skipped };
}
