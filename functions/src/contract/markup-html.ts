import { parseMarkup, safeHttpUrl } from "./markup";

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

/**
 * A markup text as plain prose for the text part of an email: line breaks kept, bold as its words, and each link as
 * its label with the address written out after it, since a plain-text reader cannot follow a label.
 */
export function markupPlainText(source: string): string {
  return parseMarkup(source)
    .map((node) => {
      switch (node.type) {
        case "text":
        case "strong":
          return node.text;
        case "br":
          return "\n";
        case "link":
          return safeHttpUrl(node.label.trim()) === node.href ? node.href : `${node.label} (${node.href})`;
      }
    })
    .join("")
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .trim();
}
