/**
 * The description markup of SPEC section 3, parsed into nodes that React renders as elements:
 * a backslash-n or a newline is a line break, `=url<label>` is a link, `(text)` is bold.
 * Nothing is ever interpreted as HTML, so a description cannot inject markup or script.
 */
export type MarkupNode =
  | { type: "text"; text: string }
  | { type: "br" }
  | { type: "strong"; text: string }
  | { type: "link"; href: string; label: string };

// Where a token may start: a backslash (of "\n"), a line break, "=" (a link) or "(" (bold). Each token is then
// read at that place with a sticky pattern. Links take only http(s) URLs without spaces or "<"; like the rest, the
// patterns ignore case ("\N" breaks a line too), as the single pattern this replaces did.
const LINE_BREAK = /\\n|\r?\n/iy;
const LINK = /=(https?:\/\/[^\s<>]+)(?:<([^<>\n]*)>)?/iy;
const BOLD = /\(([^()\n]+)\)/y;

/** Only absolute http(s) URLs become links; anything else (javascript:, data:, relative) stays text. */
export function safeHttpUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

export function parseMarkup(source: string): MarkupNode[] {
  const nodes: MarkupNode[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = nodes[nodes.length - 1];
    if (last?.type === "text") last.text += text;
    else nodes.push({ type: "text", text });
  };
  const readAt = (pattern: RegExp, at: number) => {
    pattern.lastIndex = at;
    return pattern.exec(source);
  };
  const starts = /[\\\r\n=(]/g;
  let cursor = 0;
  // A URL run without a label is no link, and neither is any "=http" inside it: it would end at the same place.
  // Not trying those again keeps a long run of "=http://" linear (one pattern for everything read it again per "=").
  let noLinkBefore = 0;
  for (let start = starts.exec(source); start; start = starts.exec(source)) {
    const at = start.index;
    const char = source[at];
    let match: RegExpExecArray | null;
    let node: MarkupNode | null = null;
    if (char === "(") {
      match = readAt(BOLD, at);
      if (match) node = { type: "strong", text: match[1] ?? "" };
    } else if (char === "=") {
      if (at < noLinkBefore) continue;
      match = readAt(LINK, at);
      if (match && match[2] === undefined) {
        noLinkBefore = at + match[0].length;
        continue;
      }
      const href = match ? safeHttpUrl(match[1] ?? "") : null;
      if (match && href) node = { type: "link", href, label: match[2]?.trim() || href };
    } else {
      match = readAt(LINE_BREAK, at);
      if (match) node = { type: "br" };
    }
    if (!match) continue;
    pushText(source.slice(cursor, at));
    // A link-shaped token whose URL is not http(s) stays as the text it was.
    if (node) nodes.push(node);
    else pushText(match[0]);
    cursor = at + match[0].length;
    starts.lastIndex = cursor;
  }
  pushText(source.slice(cursor));
  return nodes;
}
