/**
 * Ghost keeps a post's body as `html` when it has rendered it; older posts, or an export made without it, may carry
 * only the editor's document: Lexical (Ghost 5 and 6) or Mobiledoc (Ghost 1 to 4). These walkers turn those
 * documents into HTML (and the Markdown of markdown cards, kept as written), so one converter makes our Markdown.
 * What they cannot place is named in `notes`.
 */

export type BodyPart = { html: string } | { markdown: string };

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === "object" && !Array.isArray(value);
const str = (value: unknown) => (typeof value === "string" ? value : "");
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const link = (url: string, label: string) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label || url)}</a></p>`;
const image = (src: string, alt: string, caption: string) =>
  `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">${caption ? `<figcaption>${caption}</figcaption>` : ""}</figure>`;
const codeBlock = (code: string, language: string) =>
  `<pre><code${language ? ` class="language-${escapeHtml(language)}"` : ""}>${escapeHtml(code)}</code></pre>`;

/** Cards both editors share, by their payload: [the HTML or Markdown, or null when the card is unknown]. */
function sharedCard(name: string, card: Json): BodyPart | null {
  switch (name) {
    case "markdown":
    case "card-markdown":
      return { markdown: str(card.markdown) };
    case "html":
      return { html: str(card.html) };
    case "image":
      return { html: image(str(card.src), str(card.alt), str(card.caption)) };
    case "gallery":
      return { html: arr(card.images).filter(isObject).map((each) => image(str(each.src), str(each.alt), str(each.caption))).join("") + (str(card.caption) ? `<p><em>${str(card.caption)}</em></p>` : "") };
    case "code":
    case "codeblock":
      return { html: codeBlock(str(card.code), str(card.language)) + (str(card.caption) ? `<p><em>${str(card.caption)}</em></p>` : "") };
    case "hr":
    case "horizontalrule":
      return { html: "<hr>" };
    case "bookmark": {
      const metadata = isObject(card.metadata) ? card.metadata : {};
      return { html: link(str(card.url), str(metadata.title)) };
    }
    case "callout":
      return { html: `<blockquote><p>${escapeHtml(str(card.calloutEmoji))} ${str(card.calloutText)}</p></blockquote>` };
    case "toggle":
      return { html: `<p><strong>${str(card.heading)}</strong></p>${str(card.content)}` };
    case "button":
      return { html: link(str(card.buttonUrl), str(card.buttonText)) };
    default:
      return null;
  }
}

/** A card that became a link or a simpler form, and how: named in the notes so the owner can look at it. */
function simplifiedCard(name: string, card: Json, notes: Set<string>): BodyPart | null {
  if (name === "embed" && str(card.url)) {
    notes.add(`An embedded ${str(card.embedType) || "item"} became a link to ${str(card.url)}.`);
    return { html: link(str(card.url), str(card.url)) };
  }
  if ((name === "video" || name === "audio" || name === "file") && str(card.src)) {
    notes.add(`A ${name} card became a link to its file.`);
    return { html: link(str(card.src), str(card.fileName) || str(card.title) || str(card.src)) };
  }
  return null;
}

function card(name: string, payload: unknown, notes: Set<string>): BodyPart {
  const data = isObject(payload) ? payload : {};
  const part = sharedCard(name, data) ?? simplifiedCard(name, data, notes);
  if (part) return part;
  notes.add(`A '${name}' card has no form here and was left out.`);
  return { html: "" };
}

// Lexical's text format bits (lexical's TextNode): bold 1, italic 2, strikethrough 4, underline 8, code 16.
const FORMATS: [number, string][] = [[16, "code"], [1, "strong"], [2, "em"], [4, "del"], [8, "u"]];

function lexicalInline(nodes: unknown[], notes: Set<string>): string {
  let out = "";
  for (const node of nodes.filter(isObject)) {
    const type = str(node.type);
    if (type === "text" || type === "extended-text") {
      let html = escapeHtml(str(node.text));
      const format = typeof node.format === "number" ? node.format : 0;
      for (const [bit, tag] of FORMATS) if (format & bit) html = `<${tag}>${html}</${tag}>`;
      out += html;
    } else if (type === "linebreak") out += "<br>";
    else if (type === "tab") out += "\t";
    else if (type === "link" || type === "autolink") out += `<a href="${escapeHtml(str(node.url))}">${lexicalInline(arr(node.children), notes)}</a>`;
    else if (Array.isArray(node.children)) out += lexicalInline(node.children, notes);
    else notes.add(`A '${type}' element has no form here and was left out.`);
  }
  return out;
}

function lexicalList(node: Json, notes: Set<string>): string {
  const tag = str(node.listType) === "number" || str(node.tag) === "ol" ? "ol" : "ul";
  const items = arr(node.children)
    .filter(isObject)
    .map((item) => {
      const children = arr(item.children).filter(isObject);
      const nested = children.filter((child) => str(child.type) === "list").map((child) => lexicalList(child, notes)).join("");
      return `<li>${lexicalInline(children.filter((child) => str(child.type) !== "list"), notes)}${nested}</li>`;
    });
  return `<${tag}>${items.join("")}</${tag}>`;
}

function lexicalBlock(node: Json, notes: Set<string>): BodyPart {
  const type = str(node.type);
  const children = arr(node.children);
  switch (type) {
    case "paragraph":
      return { html: `<p>${lexicalInline(children, notes)}</p>` };
    case "heading":
    case "extended-heading": {
      const tag = /^h[1-6]$/.test(str(node.tag)) ? str(node.tag) : "h2";
      return { html: `<${tag}>${lexicalInline(children, notes)}</${tag}>` };
    }
    case "quote":
    case "extended-quote":
    case "aside":
      return { html: `<blockquote><p>${lexicalInline(children, notes)}</p></blockquote>` };
    case "list":
      return { html: lexicalList(node, notes) };
    default:
      return card(type, node, notes);
  }
}

/** A Lexical document (Ghost 5, 6), as Ghost stores it: a JSON string whose `root` holds the blocks. */
export function lexicalToParts(source: string, notes: Set<string>): BodyPart[] {
  const document: unknown = JSON.parse(source);
  const root = isObject(document) && isObject(document.root) ? document.root : null;
  if (!root) throw new Error("no root");
  return arr(root.children).filter(isObject).map((node) => lexicalBlock(node, notes));
}

/** A Mobiledoc document (Ghost 1 to 4): sections of markers opening and closing markups, and cards. */
export function mobiledocToParts(source: string, notes: Set<string>): BodyPart[] {
  const document: unknown = JSON.parse(source);
  if (!isObject(document)) throw new Error("not a document");
  const markups = arr(document.markups).map((each) => arr(each));
  const atoms = arr(document.atoms).map((each) => arr(each));
  const cards = arr(document.cards).map((each) => arr(each));

  const markers = (list: unknown[]): string => {
    let out = "";
    const open: string[] = [];
    for (const marker of list.map((each) => arr(each))) {
      const [type, opens, closes, value] = marker;
      for (const index of arr(opens)) {
        const markup = markups[Number(index)] ?? [];
        const tag = str(markup[0]).toLowerCase();
        const attributes = arr(markup[1]);
        let attributeText = "";
        for (let at = 0; at + 1 < attributes.length; at += 2) attributeText += ` ${escapeHtml(str(attributes[at]))}="${escapeHtml(str(attributes[at + 1]))}"`;
        out += `<${tag}${attributeText}>`;
        open.push(tag);
      }
      if (type === 1) {
        const atom = atoms[Number(value)] ?? [];
        if (str(atom[0]) === "soft-return") out += "<br>";
        else {
          out += escapeHtml(str(atom[1]));
          notes.add(`A '${str(atom[0])}' atom was kept as its text.`);
        }
      } else out += escapeHtml(str(value));
      for (let count = Number(closes) || 0; count > 0 && open.length; count -= 1) out += `</${open.pop()}>`;
    }
    while (open.length) out += `</${open.pop()}>`;
    return out;
  };

  const parts: BodyPart[] = [];
  for (const section of arr(document.sections).map((each) => arr(each))) {
    const [kind, tag, content] = section;
    if (kind === 1) {
      const name = str(tag).toLowerCase();
      const html = markers(arr(content));
      if (name === "pull-quote" || name === "aside" || name === "blockquote") parts.push({ html: `<blockquote><p>${html}</p></blockquote>` });
      else parts.push({ html: /^(p|h[1-6])$/.test(name) ? `<${name}>${html}</${name}>` : `<p>${html}</p>` });
    } else if (kind === 3) {
      const name = str(tag).toLowerCase() === "ol" ? "ol" : "ul";
      parts.push({ html: `<${name}>${arr(content).map((item) => `<li>${markers(arr(item))}</li>`).join("")}</${name}>` });
    } else if (kind === 2) {
      parts.push({ html: image(str(tag), "", "") });
    } else if (kind === 10) {
      const [name, payload] = cards[Number(tag)] ?? [];
      parts.push(card(str(name), payload, notes));
    }
  }
  return parts;
}
