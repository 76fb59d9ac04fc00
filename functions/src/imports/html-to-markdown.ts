import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toMdast } from "hast-util-to-mdast";
import { toString as textOfNode } from "hast-util-to-string";
import type { Root as MdastRoot } from "mdast";
import { gfmToMarkdown } from "mdast-util-gfm";
import { toMarkdown, type Options as ToMarkdownOptions } from "mdast-util-to-markdown";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { ImportImage } from "../contract/imports";

/** A body converted to our Markdown, with what it shows and what could not come along. */
export interface ConvertedBody {
  body: string;
  /** Every image of the body, in order, each once. */
  images: ImportImage[];
  notes: string[];
}

/**
 * Elements hast-util-to-mdast leaves out because Markdown has no form for them. Our renderer would drop them too
 * (docs/long-form.md: raw HTML is dropped), but the owner is told, as issue 36 asks: nothing is dropped silently.
 */
const LEFT_OUT = new Set(["script", "style", "svg", "math", "embed", "applet", "object", "canvas", "frame", "frameset", "template", "form", "select", "textarea"]);

const isElement = (node: HastContent | HastRoot | ElementContent): node is Element => node.type === "element";
const isTag = (node: HastContent | HastRoot | ElementContent, tagName: string) => isElement(node) && node.tagName === tagName;

function findFirst(node: Element | HastRoot, tagName: string): Element | null {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (child.tagName === tagName) return child;
    const found = findFirst(child, tagName);
    if (found) return found;
  }
  return null;
}

const hasLink = (node: Element) => findFirst(node, "a") !== null;

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A figure with one image and a caption (WordPress's `[caption]` and image blocks, Ghost's image cards): Markdown's
 * image has no caption, so the caption becomes the alt text when the image has none, and a paragraph under it
 * otherwise (or when it holds a link, which an alt text would lose).
 */
function unwrapFigure(figure: Element): ElementContent[] {
  const images: Element[] = [];
  const collect = (node: Element) => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      if (child.tagName === "img") images.push(child);
      else collect(child);
    }
  };
  collect(figure);
  if (images.length !== 1) return figure.children;
  const image = images[0]!;
  const figcaption = findFirst(figure, "figcaption");
  const imageHolder = figure.children.find((child) => isElement(child) && (child === image || findFirst(child, "img") === image));
  const captionNodes: ElementContent[] = figcaption
    ? figcaption.children
    : figure.children.filter((child) => child !== imageHolder);
  const captionBox: Element = { type: "element", tagName: "span", properties: {}, children: captionNodes };
  const caption = squeeze(textOfNode(captionBox));
  const alt = squeeze(String(image.properties.alt ?? ""));
  const imageParagraph: Element = { type: "element", tagName: "p", properties: {}, children: imageHolder ? [imageHolder as ElementContent] : [image] };
  if (!caption) return [imageParagraph];
  if (!alt) image.properties.alt = caption;
  if ((!alt || alt === caption) && !hasLink(captionBox)) return [imageParagraph];
  const captionParagraph: Element = {
    type: "element",
    tagName: "p",
    properties: {},
    children: [{ type: "element", tagName: "em", properties: {}, children: captionNodes }],
  };
  return [imageParagraph, captionParagraph];
}

const hasClass = (node: Element, name: string) => {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes(name);
};

const element = (tagName: string, properties: Element["properties"], children: ElementContent[]): Element => ({ type: "element", tagName, properties, children });
const textNode = (value: string): ElementContent => ({ type: "text", value });

/** A link on a line of its own, for what Markdown cannot embed. */
const linkParagraph = (href: string, label: string) => element("p", {}, [element("a", { href }, [textNode(label)])]);

/**
 * Rewrites what Markdown has no form for into what it has: a figure into its image and caption, an embedded frame
 * into a link to what it showed, Ghost's bookmark card into a link with its title. Comments go (they show nothing).
 * What is left out is collected for the notes.
 */
function prepare(parent: Element | HastRoot, found: { leftOut: Set<string>; notes: Set<string> }) {
  const children: HastContent[] = [];
  for (const child of parent.children) {
    if (child.type === "comment") continue;
    if (!isElement(child)) {
      children.push(child);
      continue;
    }
    if (hasClass(child, "kg-bookmark-card")) {
      const anchor = findFirst(child, "a");
      const title = findByClass(child, "kg-bookmark-title");
      const description = findByClass(child, "kg-bookmark-description");
      const href = String(anchor?.properties.href ?? "");
      if (href) {
        const paragraph = linkParagraph(href, squeeze(title ? textOfNode(title) : href));
        if (description) paragraph.children.push(textNode(` — ${squeeze(textOfNode(description))}`));
        children.push(paragraph);
        continue;
      }
    }
    if (child.tagName === "iframe") {
      const src = String(child.properties.src ?? "");
      if (/^https?:\/\//i.test(src)) {
        found.notes.add(`An embedded frame became a link to ${src}.`);
        children.push(linkParagraph(src, String(child.properties.title ?? "") || src));
      } else found.leftOut.add("iframe");
      continue;
    }
    if (child.tagName === "figure") {
      const replaced = unwrapFigure(child);
      const holder = element("div", {}, replaced);
      prepare(holder, found);
      children.push(...holder.children);
      continue;
    }
    if (LEFT_OUT.has(child.tagName)) found.leftOut.add(child.tagName);
    prepare(child, found);
    children.push(child);
  }
  parent.children = children as typeof parent.children;
}

function findByClass(node: Element, name: string): Element | null {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (hasClass(child, name)) return child;
    const inner = findByClass(child, name);
    if (inner) return inner;
  }
  return null;
}

/** Every image of a Markdown tree, in order, each once. */
export function imagesOf(tree: MdastRoot): ImportImage[] {
  const images: ImportImage[] = [];
  const seen = new Set<string>();
  visit(tree, "image", (node) => {
    if (seen.has(node.url)) return;
    seen.add(node.url);
    images.push({ url: node.url, alt: node.alt ?? "" });
  });
  return images;
}

export const MARKDOWN_OPTIONS: ToMarkdownOptions = { extensions: [gfmToMarkdown()], bullet: "-", emphasis: "_", rule: "-", fences: true };

/** HTML (already whole: paragraphs in <p>) to our Markdown, through the unified family's hast and mdast converters. */
export function htmlToMarkdown(html: string): ConvertedBody {
  const tree = fromHtml(html, { fragment: true });
  const found = { leftOut: new Set<string>(), notes: new Set<string>() };
  prepare(tree, found);
  const mdast = toMdast(tree) as MdastRoot;
  const body = toMarkdown(mdast, MARKDOWN_OPTIONS).trim();
  const notes = [...found.notes, ...[...found.leftOut].map((tag) => `A <${tag}> element was left out: Markdown has no form for it.`)];
  return { body, images: imagesOf(mdast), notes };
}

const BLOCKS = new Set(["p", "div", "li", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "tr", "ul", "ol", "table", "figure"]);

/** HTML to plain text for excerpts and comments: tags removed, paragraphs kept apart, links written out. */
export function htmlToText(html: string): string {
  const tree = fromHtml(html, { fragment: true });
  let out = "";
  const walk = (node: HastContent | HastRoot): void => {
    if (node.type === "text") {
      out += node.value;
      return;
    }
    if (node.type !== "element" && node.type !== "root") return;
    if (isTag(node, "br")) {
      out += "\n";
      return;
    }
    const block = isElement(node) && BLOCKS.has(node.tagName);
    if (block) out += "\n\n";
    const before = out.length;
    for (const child of node.children) walk(child);
    if (isElement(node) && node.tagName === "a") {
      const href = String(node.properties.href ?? "");
      const label = out.slice(before).trim();
      if (/^https?:\/\//i.test(href) && label !== href) out += ` (${href})`;
    }
    if (block) out += "\n\n";
  };
  walk(tree);
  return out
    .split("\n")
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Made once: building a processor costs more than parsing a short body with it. */
let markdownParser: ReturnType<typeof makeMarkdownParser> | null = null;
const makeMarkdownParser = () => unified().use(remarkParse).use(remarkGfm).freeze();

/** Our Markdown (GFM, as the renderer reads it) as a tree. */
export const parseMarkdown = (markdown: string) => (markdownParser ??= makeMarkdownParser()).parse(markdown) as MdastRoot;

/**
 * A body made of HTML and of Markdown kept as written (a Ghost markdown card), in order: each run of HTML is
 * converted, the Markdown stays, and the images are read from the whole.
 */
export function partsToMarkdown(parts: ({ html: string } | { markdown: string })[]): ConvertedBody {
  const blocks: string[] = [];
  const images: ImportImage[] = [];
  const notes = new Set<string>();
  let html = "";
  const flush = () => {
    if (!html) return;
    const converted = htmlToMarkdown(html);
    if (converted.body) blocks.push(converted.body);
    images.push(...converted.images);
    for (const note of converted.notes) notes.add(note);
    html = "";
  };
  for (const part of parts) {
    if ("html" in part) html += part.html;
    else {
      flush();
      const markdown = part.markdown.trim();
      if (markdown) {
        blocks.push(markdown);
        // Only Markdown kept as written is parsed again, for its images: the converted HTML's are known.
        images.push(...imagesOf(parseMarkdown(markdown)));
      }
    }
  }
  flush();
  const seen = new Set<string>();
  return { body: blocks.join("\n\n"), images: images.filter((image) => !seen.has(image.url) && seen.add(image.url)), notes: [...notes] };
}
