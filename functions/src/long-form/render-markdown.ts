import type { Element, ElementContent, Root } from "hast";
import { toString as textOfNode } from "hast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { createHighlighterCore, type HighlighterCore } from "shiki/core";
import { createOnigurumaEngine } from "shiki/engine/oniguruma";
import bash from "shiki/langs/bash.mjs";
import c from "shiki/langs/c.mjs";
import cpp from "shiki/langs/cpp.mjs";
import css from "shiki/langs/css.mjs";
import diff from "shiki/langs/diff.mjs";
import dockerfile from "shiki/langs/dockerfile.mjs";
import go from "shiki/langs/go.mjs";
import html from "shiki/langs/html.mjs";
import java from "shiki/langs/java.mjs";
import javascript from "shiki/langs/javascript.mjs";
import json from "shiki/langs/json.mjs";
import jsx from "shiki/langs/jsx.mjs";
import markdown from "shiki/langs/markdown.mjs";
import python from "shiki/langs/python.mjs";
import rust from "shiki/langs/rust.mjs";
import sql from "shiki/langs/sql.mjs";
import toml from "shiki/langs/toml.mjs";
import tsx from "shiki/langs/tsx.mjs";
import typescript from "shiki/langs/typescript.mjs";
import yaml from "shiki/langs/yaml.mjs";
import githubDark from "shiki/themes/github-dark.mjs";
import githubLight from "shiki/themes/github-light.mjs";
import { unified, type Plugin } from "unified";
import { SKIP, visit } from "unist-util-visit";

/**
 * The long-form body's renderer (issue 35, docs/long-form.md): Markdown (CommonMark with GitHub's tables, task lists,
 * strikethrough, autolinks and footnotes) to HTML, once, when the owner saves. It is its own bundle (lib/long-form.js,
 * functions/build.mjs), loaded by the first save that carries a body, so a cold start of the api never pays for Shiki.
 *
 * Order matters for safety: the sanitizer runs on everything the Markdown made, with GitHub's allow-list (no raw HTML,
 * no script, no event handler, links and images http(s) or mailto only); what runs after it adds only markup this file
 * builds from text (anchors, the contents, Shiki's coloured spans), never anything taken from the author's markup.
 */

/** The languages coloured at save; a fence in another language is shown as plain, escaped code. */
const LANGUAGES = [bash, c, cpp, css, diff, dockerfile, go, html, java, javascript, json, jsx, markdown, python, rust, sql, toml, tsx, typescript, yaml];

/** Both themes in one output: each token carries `--shiki-light` and `--shiki-dark`, and the site's CSS picks one. */
const THEMES = { light: "github-light", dark: "github-dark" } as const;

/** Three or more sections make a post long enough for a table of contents. */
const CONTENTS_MIN_HEADINGS = 3;

let highlighter: Promise<HighlighterCore> | undefined;
// Oniguruma, the grammars' own regex engine, as WebAssembly inlined in the bundle: measured here several times faster
// than Shiki's JavaScript engine on TypeScript and CSS (scripts/bench-markdown.mjs). Made once per instance.
const highlighterOf = () =>
  (highlighter ??= createHighlighterCore({ themes: [githubLight, githubDark], langs: LANGUAGES, engine: createOnigurumaEngine(import("shiki/wasm")) }));

/** What one render gives: the page's HTML, its plain text (search, summaries) and its length in words (reading time). */
export interface RenderedBody {
  html: string;
  text: string;
  words: number;
  /** Images the Markdown shows with no description (alt text): a save refuses the body while there are any. */
  imagesWithoutAlt: number;
}

const isElement = (node: unknown): node is Element => typeof node === "object" && node !== null && (node as Element).type === "element";
const HEADING = /^h([1-6])$/;
/** The footnotes' own heading (hidden, for screen readers) is no section of the post. */
const isFootnoteHeading = (node: Element) => Array.isArray(node.properties.className) && node.properties.className.includes("sr-only");

/** The page's title is its one h1: a body's headings start one level below it. */
const shiftHeadings: Plugin<[], Root> = () => (tree) => {
  visit(tree, "element", (node) => {
    const level = HEADING.exec(node.tagName)?.[1];
    if (level) node.tagName = `h${Math.min(Number(level) + 1, 6)}`;
  });
};

/** The language a fence named (`language-ts` after the sanitizer), or null. */
function fenceLanguage(code: Element): string | null {
  const classes = code.properties.className;
  const names = Array.isArray(classes) ? classes.map(String) : [];
  const language = names.find((name) => name.startsWith("language-"));
  return language ? language.slice("language-".length).toLowerCase() : null;
}

/** Colours each fenced block whose language is known, from its text alone, so nothing the author wrote becomes markup. */
const highlightCode: Plugin<[], Root> = () => async (tree) => {
  const shiki = await highlighterOf();
  const known = new Set(shiki.getLoadedLanguages());
  visit(tree, "element", (node, index, parent) => {
    if (node.tagName !== "pre" || index === undefined || !parent) return;
    const code = node.children.find(isElement);
    if (!code || code.tagName !== "code") return;
    const language = fenceLanguage(code);
    if (!language || !known.has(language)) return SKIP;
    const coloured = shiki.codeToHast(textOfNode(code).replace(/\n$/, ""), { lang: language, themes: THEMES, defaultColor: false });
    const pre = coloured.children.find(isElement);
    if (pre) {
      pre.properties.dataLanguage = language;
      parent.children[index] = pre;
    }
    return SKIP;
  });
};

/**
 * A long post opens with its contents: a list of links to its sections, at the two highest levels its headings use
 * (an author may start at `#` or at `##`).
 */
const tableOfContents: Plugin<[], Root> = () => (tree) => {
  const headings: { id: string; label: string; level: number }[] = [];
  visit(tree, "element", (node) => {
    const level = HEADING.exec(node.tagName)?.[1];
    if (!level || typeof node.properties.id !== "string" || isFootnoteHeading(node)) return;
    // The anchor's "#" is not part of the section's name.
    const label = node.children.filter((child) => !(isElement(child) && child.tagName === "a"));
    headings.push({ id: node.properties.id, label: label.map((child) => textOfNode(child)).join("").trim(), level: Number(level) });
  });
  const top = Math.min(...headings.map((heading) => heading.level));
  const entries = headings.filter((heading) => heading.level <= top + 1);
  if (entries.length < CONTENTS_MIN_HEADINGS) return;
  const items: ElementContent[] = entries.map((entry) => ({
    type: "element",
    tagName: "li",
    properties: entry.level > top ? { className: ["toc-sub"] } : {},
    children: [{ type: "element", tagName: "a", properties: { href: `#${entry.id}` }, children: [{ type: "text", value: entry.label }] }],
  }));
  tree.children.unshift({
    type: "element",
    tagName: "nav",
    properties: { className: ["long-form-toc"], ariaLabel: "Contents" },
    children: [
      { type: "element", tagName: "p", properties: { className: ["toc-title"] }, children: [{ type: "text", value: "Contents" }] },
      { type: "element", tagName: "ol", properties: {}, children: items },
    ],
  });
};

/**
 * The size an uploaded body image's name ends in (services/items/body-images.ts: `.../abc-1280x720.webp?alt=...`),
 * read from the URL's path; the pattern is anchored and linear, and only numbers come out of it.
 */
const NAMED_SIZE = /-(\d{1,5})x(\d{1,5})\.(?:webp|gif|png|jpg)$/;

function namedSize(src: unknown): { width: number; height: number } | null {
  if (typeof src !== "string") return null;
  const path = URL.parse(src)?.pathname ?? "";
  const match = NAMED_SIZE.exec(path);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/**
 * Images in the body load when scrolled to, so a long post's first paint waits for none of them; an uploaded one
 * also gets its width and height, so the page keeps its room and the text below does not move when it arrives.
 */
const lazyImages: Plugin<[], Root> = () => (tree) => {
  visit(tree, "element", (node) => {
    if (node.tagName !== "img") return;
    Object.assign(node.properties, { loading: "lazy", decoding: "async" }, namedSize(node.properties.src) ?? {});
  });
};

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  // Raw HTML in the Markdown is dropped here (no allowDangerousHtml): only Markdown makes markup.
  .use(remarkRehype)
  // remark-rehype already gave footnotes' ids the "user-content-" prefix (their hrefs too), so the sanitizer must not
  // prefix them again; headings get their ids after it, from their text.
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: "" })
  .use(shiftHeadings)
  .use(rehypeSlug)
  .use(rehypeAutolinkHeadings, {
    behavior: "append",
    test: (node: Element) => !isFootnoteHeading(node),
    properties: { className: ["heading-anchor"], ariaLabel: "Link to this section" },
    content: { type: "text", value: "#" },
  })
  .use(highlightCode)
  .use(lazyImages)
  .use(tableOfContents)
  .use(rehypeStringify);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu;

/** Renders a body; an empty or blank one renders to nothing. */
export async function renderMarkdown(source: string): Promise<RenderedBody> {
  if (source.trim() === "") return { html: "", text: "", words: 0, imagesWithoutAlt: 0 };
  const parsed = processor.parse(source);
  // Counted in the Markdown, where an image is `![description](url)` or `![description][reference]`.
  let imagesWithoutAlt = 0;
  visit(parsed, (node) => {
    if ((node.type === "image" || node.type === "imageReference") && !(node.alt ?? "").trim()) imagesWithoutAlt += 1;
  });
  const tree = await processor.run(parsed);
  const html = processor.stringify(tree);
  // The text a reader reads (the contents and anchors left out), for search, summaries and the reading time.
  const text = tree.children
    .filter((node) => !(isElement(node) && node.tagName === "nav"))
    .map((node) => textOfNode(node as Root["children"][number] & { type: "element" }))
    .join("\n")
    .replace(/#(?=\n|$)/g, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { html, text, words: text.match(WORD)?.length ?? 0, imagesWithoutAlt };
}
