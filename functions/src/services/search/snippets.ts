import type { SearchSegment } from "../../contract/search";
import { foldWord, WORD } from "./text";

/** About how many characters of the body a snippet shows. */
export const SNIPPET_LENGTH = 160;
const ELLIPSIS = "…";

interface Token {
  start: number;
  end: number;
  hit: boolean;
}

function tokensOf(text: string, matched: ReadonlySet<string>): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    tokens.push({ start, end: start + match[0].length, hit: matched.has(foldWord(match[0])) });
  }
  return tokens;
}

/** Cuts `text` into plain and matching pieces, joining runs of plain text; whitespace is collapsed. */
function segmentsOf(text: string, tokens: Token[], from: number, to: number): SearchSegment[] {
  const segments: SearchSegment[] = [];
  const push = (piece: string, hit: boolean) => {
    const clean = piece.replace(/\s+/g, " ");
    if (!clean) return;
    const last = segments[segments.length - 1];
    if (last && last.hit === hit) last.text += clean;
    else segments.push({ text: clean, hit });
  };
  let at = from;
  for (const token of tokens) {
    if (!token.hit || token.start < from || token.end > to) continue;
    push(text.slice(at, token.start), false);
    push(text.slice(token.start, token.end), true);
    at = token.end;
  }
  push(text.slice(at, to), false);
  return segments;
}

/** A whole short text (a title) with its matching words marked. */
export function markedText(text: string, matched: ReadonlySet<string>): SearchSegment[] {
  return segmentsOf(text, tokensOf(text, matched), 0, text.length);
}

/**
 * About SNIPPET_LENGTH characters of `text` where its matching words are densest (the first such window), cut at
 * word boundaries, with "…" where text was left out, and its matching words marked. A body without a match shows
 * its beginning.
 */
export function snippetOf(text: string, matched: ReadonlySet<string>, length = SNIPPET_LENGTH): SearchSegment[] {
  const tokens = tokensOf(text, matched);
  if (tokens.length === 0) return [];
  // Two pointers: the window starts at word `first` and takes every word that ends within `length` of it.
  let best = { first: 0, last: 0, hits: -1 };
  let last = -1;
  let hits = 0;
  for (let first = 0; first < tokens.length; first += 1) {
    if (last < first) {
      last = first;
      hits = tokens[first]!.hit ? 1 : 0;
    }
    while (last + 1 < tokens.length && tokens[last + 1]!.end - tokens[first]!.start <= length) {
      last += 1;
      if (tokens[last]!.hit) hits += 1;
    }
    if (hits > best.hits) best = { first, last, hits };
    if (tokens[first]!.hit) hits -= 1;
  }
  // Open with a little of what comes before the first match, when the window has room left.
  let first = best.first;
  while (first > 0 && tokens[best.last]!.end - tokens[first - 1]!.start <= length) first -= 1;
  const from = tokens[first]!.start;
  // A snippet that reaches the last word keeps the text's own ending (its full stop).
  const to = best.last === tokens.length - 1 ? text.length : tokens[best.last]!.end;
  const segments = segmentsOf(text, tokens, from, to);
  if (first > 0) segments.unshift({ text: ELLIPSIS, hit: false });
  if (best.last < tokens.length - 1) segments.push({ text: ELLIPSIS, hit: false });
  return mergePlain(segments);
}

function mergePlain(segments: SearchSegment[]): SearchSegment[] {
  const merged: SearchSegment[] = [];
  for (const segment of segments) {
    const last = merged[merged.length - 1];
    if (last && !last.hit && !segment.hit) last.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}
