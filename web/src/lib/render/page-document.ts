import { inlinedQueriesScript, type InlinedQuery } from "./inlined-queries";
import type { CollectedHead } from "./page-meta";
import { pageTitleOf } from "@contract/site";
import { OWNER, SITE_NAME } from "@/lib/utils/site";

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

/** A link for the head; an image path of our own becomes absolute, as link previews need. */
const absolute = (link: string, base: string) => new URL(link, base).href;

function metaTags({ head, url }: PageDocument): string[] {
  const image = head.image ? absolute(head.image, url) : undefined;
  const tags: [attribute: "name" | "property", key: string, content: string | undefined][] = [
    ["name", "robots", head.noindex ? "noindex" : undefined],
    ["name", "description", head.description],
    ["property", "og:site_name", SITE_NAME],
    ["property", "og:title", head.title],
    ["property", "og:description", head.description],
    ["property", "og:type", head.item ? "article" : "website"],
    ["property", "og:url", url],
    ["property", "og:image", image],
    ["property", "og:image:alt", image ? head.imageAlt : undefined],
    ["name", "twitter:card", image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", head.title],
    ["name", "twitter:description", head.description],
    ["name", "twitter:image", image],
    ["name", "twitter:image:alt", image ? head.imageAlt : undefined],
  ];
  return tags
    .filter(([, , content]) => content !== undefined)
    .map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content!)}" />`);
}

/** schema.org JSON-LD for an item page, so search engines read it as an article or a work. */
function structuredData({ head, url }: PageDocument): string | null {
  if (!head.item) return null;
  const data = {
    "@context": "https://schema.org",
    "@type": head.item.schemaType,
    headline: pageTitleOf(head.title),
    description: head.description,
    url,
    mainEntityOfPage: url,
    datePublished: head.item.published,
    ...(head.item.modified ? { dateModified: head.item.modified } : {}),
    ...(head.image ? { image: [absolute(head.image, url)] } : {}),
    author: { "@type": "Person", name: OWNER.displayName },
    publisher: { "@type": "Person", name: OWNER.displayName },
  };
  // `<` is escaped so no text in the item can end the script element.
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
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
  const head = [
    `<title>${escapeHtml(page.head.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
    ...metaTags(page),
    structuredData(page),
    ...(hoisted.match(/<link [^>]*\/>/g) ?? []),
  ].filter(Boolean);
  const root = `<div id="root">${page.html.slice(hoisted.length)}</div>${page.queries?.length ? inlinedQueriesScript(page.queries) : ""}`;
  return fillSlot(fillSlot(shell, TITLE_AND_DESCRIPTION, head.join("\n    ")), '<div id="root"></div>', root);
}
