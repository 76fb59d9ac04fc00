import { parseMarkup } from "./markup";

/**
 * The description markup of SPEC section 3 (markup.ts) as Markdown, for readers that take Markdown: an item's `.md`
 * address, llms.txt and the export (issue 36). Bold stays bold, links stay links, line breaks stay line breaks, and
 * everything else is text: characters Markdown would read as marks are escaped, so no text becomes a heading, a list,
 * a link or HTML that it was not.
 */

// Marks anywhere in a line: emphasis, code, links, HTML, tables, strikethrough; and the escape character itself.
const INLINE_MARKS = /[\\`*_[\]<>|~]/g;
// Marks that act only at the start of a line: headings, quotes, list items, ordered list items.
const LINE_START_MARKS = /^(\s*)([#>+-]|\d+[.)])/gm;

/** Plain text as Markdown that reads as the same text. */
export function markdownText(text: string): string {
  return text
    .replace(INLINE_MARKS, (mark) => `\\${mark}`)
    .replace(LINE_START_MARKS, (_all, space: string, mark: string) => `${space}${mark.slice(0, -1)}\\${mark.slice(-1)}`);
}

/** A link's address inside `( )`: spaces and parentheses would end it early, so they are percent-encoded. */
const linkTarget = (href: string) => href.replace(/[\s()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);

/** One paragraph of the site's markup as Markdown; "" when it is empty. */
export function markupMarkdown(source: string): string {
  const markdown = parseMarkup(source)
    .map((node) => {
      switch (node.type) {
        case "text":
          return markdownText(node.text);
        case "br":
          // A hard line break (a backslash at the end of the line), which survives editors that trim spaces.
          return "\\\n";
        case "strong":
          return `**${markdownText(node.text)}**`;
        case "link":
          return `[${markdownText(node.label)}](${linkTarget(node.href)})`;
      }
    })
    .join("");
  return markdown.trim();
}
