import { inlinedQueriesScript, type InlinedQuery } from "./inlined-queries";
import { headTags, type CollectedHead, type HeadTag } from "./head-tags";
import { WEBMENTION_PATH } from "@contract/webmentions";

// Server side only: turns a page rendered without a browser into the HTML document Hosting serves, in the shell
// that the web build made (web/dist/app-shell.html: the app's CSS and scripts, and an empty #root).

export interface PageDocument {
  /** The rendered markup of #root. */
  html: string;
  head: CollectedHead;
  /** The page's own address on the public site, e.g. https://example.web.app/projects/abc. */
  url: string;
  /** Data the page was rendered with, for the app's first render in the browser. */
  queries?: InlinedQuery[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The head's tags as HTML. JSON-LD's `<` is escaped, so no text in the item can end its script element. */
function serialize(tag: HeadTag): string | null {
  switch (tag.tag) {
    case "title":
      return `<title>${escapeHtml(tag.text)}</title>`;
    case "link":
      return tag.href === undefined ? null : `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" />`;
    case "meta":
      return tag.content === undefined ? null : `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}" />`;
    case "json-ld":
      return tag.data ? `<script type="application/ld+json">${JSON.stringify(tag.data).replace(/</g, "\\u003c")}</script>` : null;
  }
}

const TITLE_AND_DESCRIPTION = /<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/;

/**
 * Puts `text` in place of the shell's first `slot`. A function replacement, never a replacement string: in one,
 * `$'`, "$`" and `$&` in member text would splice parts of the shell (its starter scripts too) into the page.
 */
const fillSlot = (shell: string, slot: string | RegExp, text: string) => shell.replace(slot, () => text);

/** The shell with a page's title and description, and nothing else, for pages the browser renders alone. */
export const shellWithHead = (shell: string, head: CollectedHead): string =>
  fillSlot(
    shell,
    TITLE_AND_DESCRIPTION,
    `<title>${escapeHtml(head.title)}</title>\n    <meta name="description" content="${escapeHtml(head.description)}" />`,
  );

/**
 * React renders a `<link>` from anywhere in the page into the document's head (a list page's feed links). Rendering
 * #root alone, it writes them before the page instead: they are moved to the head, where feed readers look and where
 * the app finds them again when it starts.
 */
const HOISTED_LINKS = /^(?:<link [^>]*\/>)+/;

/** The whole HTML document for a rendered page. */
export function pageDocument(shell: string, page: PageDocument): string {
  const hoisted = HOISTED_LINKS.exec(page.html)?.[0] ?? "";
  // An item page takes webmentions (W3C Webmention 3.1.2; issue 37): other sites read the server's HTML, so only the
  // server writes it, and no page's JavaScript carries it.
  const webmention = page.head.item ? `<link rel="webmention" href="${escapeHtml(new URL(WEBMENTION_PATH, page.url).href)}" />` : null;
  const head = [...headTags(page.head, page.url).map(serialize), webmention, ...(hoisted.match(/<link [^>]*\/>/g) ?? [])].filter(Boolean);
  const root = `<div id="root">${page.html.slice(hoisted.length)}</div>${page.queries?.length ? inlinedQueriesScript(page.queries) : ""}`;
  return fillSlot(fillSlot(shell, TITLE_AND_DESCRIPTION, head.join("\n    ")), '<div id="root"></div>', root);
}
