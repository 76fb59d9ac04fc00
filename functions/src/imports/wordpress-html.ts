/**
 * What WordPress keeps in `content:encoded` is not yet HTML: paragraphs are blank lines ("autop" adds the <p> when a
 * page is shown), blocks are wrapped in `<!-- wp:... -->` comments and shortcodes sit in square brackets. This turns
 * it into the HTML WordPress would show, as far as it can without WordPress, and names what it kept as text.
 * Every pattern here runs in linear time: scans use indexOf, and the regexes have no nested or overlapping repeats.
 */

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Drops the block editor's comments, keeping what they wrap. */
export function dropBlockComments(content: string): string {
  let out = "";
  let at = 0;
  for (;;) {
    const start = content.indexOf("<!--", at);
    if (start < 0) break;
    const end = content.indexOf("-->", start + 4);
    if (end < 0) break;
    const inner = content.slice(start + 4, end).trimStart();
    out += content.slice(at, start);
    if (!inner.startsWith("wp:") && !inner.startsWith("/wp:")) out += content.slice(start, end + 3);
    at = end + 3;
  }
  return out + content.slice(at);
}

const BLOCK_START = /^<(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|script|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary|iframe|video|audio|object|!--)[\s/>]/i;
const URL_LINE = /^https?:\/\/[^\s<>"'[\]]+$/i;

function paragraphs(text: string): string {
  return text
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== "")
    .map((chunk) => {
      if (BLOCK_START.test(chunk)) return chunk;
      const lines = chunk.split("\n").map((line) => {
        const trimmed = line.trim();
        // A URL alone on its line is an oEmbed in WordPress (a video, a tweet): here a link to it.
        return URL_LINE.test(trimmed) ? `<a href="${escapeHtml(trimmed)}">${escapeHtml(trimmed)}</a>` : line;
      });
      return `<p>${lines.join("<br>\n")}</p>`;
    })
    .join("\n");
}

/** WordPress's wpautop: blank lines become paragraphs and single line breaks <br>, except inside <pre>. */
export function autop(content: string): string {
  const text = content.replaceAll("\r\n", "\n").replaceAll("\r", "\n");
  const lower = text.toLowerCase();
  let out = "";
  let at = 0;
  for (;;) {
    const start = lower.indexOf("<pre", at);
    if (start < 0) break;
    const end = lower.indexOf("</pre>", start);
    const stop = end < 0 ? text.length : end + 6;
    out += paragraphs(text.slice(at, start)) + "\n" + text.slice(start, stop) + "\n";
    at = stop;
  }
  return out + paragraphs(text.slice(at));
}

const SHORTCODE = /\[(\/?)([a-zA-Z][\w-]*)((?:\s[^[\]]*)?)\]/g;
const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  // Length before pattern: a name can be tried from each of its letters, so a long run of them is never scanned.
  if (text.length > 2_000) return attributes;
  for (const match of text.matchAll(ATTRIBUTE)) attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  return attributes;
}

/**
 * `[caption]` becomes a <figure> (its caption in a <figcaption>) that the HTML converter turns into an image with
 * its caption; `[embed]URL[/embed]` a link. Other shortcodes stay as text, and the names of those are returned.
 */
export function expandShortcodes(content: string): { html: string; keptAsText: string[] } {
  const keptAsText = new Set<string>();
  let out = "";
  let at = 0;
  for (const match of content.matchAll(SHORTCODE)) {
    const [whole, closing, rawName, rawAttributes] = match;
    const name = rawName!.toLowerCase();
    const index = match.index;
    if (index < at) continue;
    out += content.slice(at, index);
    at = index + whole.length;
    if (name === "caption") {
      if (closing) {
        out += "</figure>";
      } else {
        const caption = attributesOf(rawAttributes ?? "").get("caption");
        out += `<figure>${caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : ""}`;
      }
    } else if (name === "embed" && !closing) {
      const end = content.indexOf("[/embed]", at);
      const url = (end < 0 ? "" : content.slice(at, end)).trim();
      if (URL_LINE.test(url)) {
        out += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
        at = end + "[/embed]".length;
      } else {
        out += whole;
        keptAsText.add(name);
      }
    } else {
      out += whole;
      keptAsText.add(name);
    }
  }
  return { html: out + content.slice(at), keptAsText: [...keptAsText] };
}

/** content:encoded to HTML, with the shortcodes kept as text. */
export function wordpressContentToHtml(content: string): { html: string; keptAsText: string[] } {
  const { html, keptAsText } = expandShortcodes(dropBlockComments(content));
  return { html: autop(html), keptAsText };
}
