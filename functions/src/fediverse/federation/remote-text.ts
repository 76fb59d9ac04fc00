import { FEDIVERSE_LIMITS } from "../../contract/fediverse";
import { TEXT_LIMITS } from "../../contract/limits";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntity(_match: string, name: string): string {
  if (name.startsWith("#x") || name.startsWith("#X")) return codePoint(parseInt(name.slice(2), 16));
  if (name.startsWith("#")) return codePoint(parseInt(name.slice(1), 10));
  return ENTITIES[name.toLowerCase()] ?? `&${name};`;
}

const codePoint = (value: number) => (Number.isInteger(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : "");

/**
 * A remote note's HTML as the plain text our comments hold: paragraphs and line breaks kept, every tag dropped,
 * entities decoded. Comments are rendered as text (never as HTML), so nothing in it can become markup. The HTML is
 * cut to a bound before any pattern reads it, and each pattern runs in linear time (DESIGN.md, Input before CPU).
 * The leading mention of our own account, which every Mastodon reply starts with, is left out ("" keeps any).
 */
export function remoteText(html: string, ownHandleUser: string): string {
  const bounded = html.slice(0, FEDIVERSE_LIMITS.remoteHtmlChars);
  const plain = bounded
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>\s*<p[^<>]*>/gi, "\n\n")
    // A tag ends at its ">" or where another "<" begins: a "<" with no ">" after it never makes a pattern read on to
    // the end of the text once for each "<" (which would be quadratic).
    .replace(/<[^<>]*>/g, "")
    .replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, decodeEntity)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const mention = `@${ownHandleUser}`;
  const withoutMention = ownHandleUser && plain.startsWith(mention) ? plain.slice(mention.length).replace(/^@[^\s]*/, "").trimStart() : plain;
  return withoutMention.slice(0, TEXT_LIMITS.comment);
}
