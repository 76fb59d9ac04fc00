import { headTags, type CollectedHead } from "./head-tags";

/** The head's element for `selector`, made with `attributes` when the page has none yet; none when the page has none. */
function headElement(selector: string, name: string, attributes: Record<string, string>, wanted: unknown): HTMLElement | null {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!wanted) {
    // A page without an image must not keep the previous page's preview image, nor an article's JSON-LD.
    element?.remove();
    return null;
  }
  if (!element) {
    element = document.createElement(name);
    for (const [attribute, value] of Object.entries(attributes)) element.setAttribute(attribute, value);
    document.head.appendChild(element);
  }
  return element;
}

/** Makes the document's head what the server writes for this page at `url` (head-tags.ts). */
export function applyHeadTags(head: CollectedHead, url: string): void {
  for (const tag of headTags(head, url)) {
    if (tag.tag === "title") document.title = tag.text;
    else if (tag.tag === "link") headElement(`link[rel="${tag.rel}"]`, "link", { rel: tag.rel }, true)?.setAttribute("href", tag.href);
    else if (tag.tag === "meta") headElement(`meta[${tag.attribute}="${tag.key}"]`, "meta", { [tag.attribute]: tag.key }, tag.content)?.setAttribute("content", tag.content!);
    else {
      const script = headElement('script[type="application/ld+json"]', "script", { type: "application/ld+json" }, tag.data);
      if (script) script.textContent = JSON.stringify(tag.data);
    }
  }
}
