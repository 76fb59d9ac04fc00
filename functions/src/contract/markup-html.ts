import { parseMarkup } from "./markup";

/**
 * The description markup of SPEC section 3 (markup.ts) as HTML text, for readers that are not our React pages: feed
 * readers and fediverse servers. Everything a member or the owner wrote is escaped; the only tags are the ones built
 * here, so no script and no attribute can come through. The web never uses this: it renders the same nodes as
 * React elements.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML content and for a double-quoted attribute value alike. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** What the site's links to other sites carry (web/src/components/formatted-text.tsx). */
export const OUTSIDE_LINK_REL = "noopener noreferrer nofollow ugc";

/** One paragraph of markup as the site shows it: line breaks, bold and http(s) links, or "" when it is empty. */
export function markupHtml(source: string): string {
  const inner = parseMarkup(source)
    .map((node) => {
      switch (node.type) {
        case "text":
          return escapeHtml(node.text);
        case "br":
          return "<br>";
        case "strong":
          return `<strong>${escapeHtml(node.text)}</strong>`;
        case "link":
          return `<a href="${escapeHtml(node.href)}" rel="${OUTSIDE_LINK_REL}">${escapeHtml(node.label)}</a>`;
      }
    })
    .join("");
  return inner.trim() ? `<p>${inner}</p>` : "";
}

/** The words of a markup text without its marks, as a reader sees them: for summaries where no HTML goes. */
export function markupText(source: string): string {
  return parseMarkup(source)
    .map((node) => (node.type === "br" ? " " : node.type === "link" ? node.label : node.text))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}
