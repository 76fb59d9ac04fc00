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

// Alternatives, in order: a line break, a link, bold text. Links take only http(s) URLs without spaces or "<".
const TOKEN = /(\\n|\r?\n)|=(https?:\/\/[^\s<>]+)<([^<>\n]*)>|\(([^()\n]+)\)/gi;

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
  let cursor = 0;
  for (const match of source.matchAll(TOKEN)) {
    const [whole, lineBreak, url, label, bold] = match;
    pushText(source.slice(cursor, match.index));
    cursor = match.index + whole.length;
    if (lineBreak) nodes.push({ type: "br" });
    else if (url !== undefined) {
      const href = safeHttpUrl(url);
      if (href) nodes.push({ type: "link", href, label: label?.trim() || href });
      else pushText(whole);
    } else if (bold !== undefined) nodes.push({ type: "strong", text: bold });
  }
  pushText(source.slice(cursor));
  return nodes;
}
