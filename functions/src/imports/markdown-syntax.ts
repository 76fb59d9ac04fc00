/**
 * What static site generators put in a Markdown body that Markdown itself does not know: Hugo's shortcodes
 * (`{{< figure src="" >}}`) and Jekyll's Liquid tags (`{% highlight ruby %}`). A figure becomes an image and a highlight
 * a fenced code block; the rest is kept as text and named. Scans use indexOf, never a backtracking pattern, and skip
 * fenced code, where such text is an example, not a tag.
 */

const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  // Length before pattern: a name can be tried from each of its letters, so a long run of them is never scanned.
  if (text.length > 2_000) return attributes;
  for (const match of text.matchAll(ATTRIBUTE)) attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  return attributes;
}

/** [start, end) of each fenced code block, found line by line. */
function fencedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let at = 0;
  let open: { start: number; marker: string } | null = null;
  while (at <= text.length) {
    const end = text.indexOf("\n", at);
    const lineEnd = end < 0 ? text.length : end;
    const line = text.slice(at, lineEnd).trimStart();
    const marker = line.startsWith("```") ? "```" : line.startsWith("~~~") ? "~~~" : null;
    if (marker && !open) open = { start: at, marker };
    else if (marker && open && marker === open.marker && line.slice(3).trim() === "") {
      ranges.push([open.start, lineEnd]);
      open = null;
    }
    if (end < 0) break;
    at = end + 1;
  }
  if (open) ranges.push([open.start, text.length]);
  return ranges;
}

const escapeMarkdownText = (text: string) => text.replaceAll("\\", "\\\\").replaceAll("[", "\\[").replaceAll("]", "\\]");
const markdownUrl = (url: string) => (/[\s()<>]/.test(url) ? `<${url.replaceAll("<", "%3C").replaceAll(">", "%3E")}>` : url);

export interface Expanded {
  markdown: string;
  notes: string[];
}

/** Hugo shortcodes and Liquid tags to Markdown where they map, kept as text and named where they do not. */
export function expandGeneratorSyntax(text: string): Expanded {
  const fences = fencedRanges(text);
  // Asked in increasing order of index, so one pointer walks the ranges once.
  let fence = 0;
  const inFence = (index: number) => {
    while (fence < fences.length && fences[fence]![1] <= index) fence += 1;
    return fence < fences.length && fences[fence]![0] <= index;
  };
  const notes = new Set<string>();
  let out = "";
  let at = 0;
  for (;;) {
    const start = text.indexOf("{", at);
    if (start < 0 || start + 1 >= text.length) break;
    const next = text[start + 1];
    const hugo = next === "{" && (text[start + 2] === "<" || text[start + 2] === "%");
    const liquidTag = next === "%";
    const liquidOutput = next === "{" && !hugo;
    if ((!hugo && !liquidTag && !liquidOutput) || inFence(start)) {
      out += text.slice(at, start + 1);
      at = start + 1;
      continue;
    }
    const closer = hugo ? `${text[start + 2] === "<" ? ">" : "%"}}}` : liquidTag ? "%}" : "}}";
    const close = text.indexOf(closer, start + 2);
    if (close < 0) break;
    const end = close + closer.length;
    const inner = text.slice(start + (hugo ? 3 : 2), close).trim();
    const name = (inner.split(/\s/, 1)[0] ?? "").replace(/^\//, "");
    out += text.slice(at, start);
    at = end;
    if (hugo && name === "figure" && !inner.startsWith("/")) {
      const attributes = attributesOf(inner.slice(name.length));
      const src = attributes.get("src") ?? "";
      const alt = attributes.get("alt") ?? "";
      const caption = attributes.get("caption") ?? attributes.get("title") ?? "";
      out += `![${escapeMarkdownText(alt || caption)}](${markdownUrl(src)})`;
      if (caption && caption !== alt && alt) out += `\n\n_${escapeMarkdownText(caption)}_`;
      continue;
    }
    if (liquidTag && name === "highlight") {
      const language = (inner.split(/\s+/)[1] ?? "").replace(/[^\w+#.-]/g, "");
      const endTag = text.indexOf("{%", end);
      const endClose = endTag < 0 ? -1 : text.indexOf("%}", endTag);
      if (endTag >= 0 && endClose >= 0 && text.slice(endTag + 2, endClose).trim() === "endhighlight") {
        const code = text.slice(end, endTag).replace(/^\n/, "").replace(/\n$/, "");
        const fence = code.includes("```") ? "~~~~" : "```";
        out += `${fence}${language}\n${code}\n${fence}`;
        at = endClose + 2;
        continue;
      }
    }
    if (liquidOutput && /^site\.(baseurl|url)$/.test(inner)) {
      // Jekyll's own address before a path ("{{ site.baseurl }}/assets/a.png"): the path alone is the site's.
      notes.add(`The Liquid expression {{ ${inner} }} was taken out, leaving the site's own paths.`);
      continue;
    }
    out += text.slice(start, end);
    if (hugo) notes.add(`The Hugo shortcode ${name} was kept as text.`);
    else if (liquidTag) notes.add(`The Liquid tag ${name} was kept as text.`);
    else notes.add(`The Liquid expression {{ ${inner.slice(0, 60)} }} was kept as text.`);
  }
  return { markdown: out + text.slice(at), notes: [...notes] };
}
