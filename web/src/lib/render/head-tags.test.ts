// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { newCollectedHead, ServerHeadProvider, usePageMeta, type PageMeta } from "./page-meta";
import { pageDocument } from "./page-document";
import { createElement, type ReactNode } from "react";
import { OWNER } from "@/lib/utils/site";

// The one list of head tags (head-tags.ts), as the server writes it and as the browser applies it after a navigation.

const SHELL = `<!doctype html><html><head>
    <title>Portfolio</title>
    <meta name="description" content="placeholder" />
  </head><body><div id="root"></div></body></html>`;

const ARTICLE: PageMeta = {
  title: "Hooks in depth",
  description: "What a hook is, and when it runs.",
  image: "/media/articles/abc/cover.webp",
  imageAlt: "A fishing hook",
  item: { schemaType: "BlogPosting", published: "2026-01-02T03:04:05.000Z", modified: "2026-02-03T04:05:06.000Z" },
};
const HOME: PageMeta = { title: "Home", description: "The portfolio of Ada." };

/** Each element of a head as [tag, attributes, text], in a stable order, so two heads compare as lists. */
function described(head: ParentNode): string[] {
  return [...head.children]
    .map((element) => {
      const attributes = [...element.attributes].map(({ name, value }) => `${name}=${JSON.stringify(value)}`).sort();
      const text = element.tagName === "SCRIPT" ? JSON.stringify(JSON.parse(element.textContent ?? "")) : (element.textContent ?? "");
      return `<${element.tagName.toLowerCase()} ${attributes.join(" ")}>${text}`;
    })
    .sort();
}

/** The head the server renders for the page at `path`. */
function serverHead(meta: PageMeta, path: string): string[] {
  const head = newCollectedHead();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(ServerHeadProvider, { value: head }, children);
  renderHook(() => usePageMeta(meta), { wrapper }).unmount();
  const html = pageDocument(SHELL, { html: "", head, url: new URL(path, location.origin).href });
  const parsed = new DOMParser().parseFromString(html, "text/html").head;
  // The webmention endpoint is for other sites, which read the server's HTML: only the server writes it
  // (page-document.test.ts), so it is left out of the comparison with the browser's head.
  parsed.querySelector('link[rel="webmention"]')?.remove();
  return described(parsed);
}

/** The head the browser has once the page at `path` is reached by a link, after another page. */
async function browserHead(meta: PageMeta, path: string): Promise<string[]> {
  document.head.innerHTML = "";
  window.history.replaceState(null, "", "/somewhere-else");
  const before: PageMeta = { title: "Before", image: "/before.png", item: ARTICLE.item };
  const { rerender } = renderHook((props: PageMeta) => usePageMeta(props), { initialProps: before });
  await waitFor(() => expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${location.origin}/somewhere-else`));
  window.history.replaceState(null, "", path);
  rerender(meta);
  await waitFor(() => expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(new URL(path, location.origin).href));
  return described(document.head);
}

describe("the head tags of a page", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.title = "";
  });

  it("are, for an article, its title, canonical address, description, article previews with an absolute image, and JSON-LD", async () => {
    const origin = location.origin;
    const url = `${origin}/articles/abc`;
    const image = `${origin}/media/articles/abc/cover.webp`;
    expect(serverHead(ARTICLE, "/articles/abc")).toEqual(
      [
        `<title >DevFolio | Hooks in depth`,
        `<link href="${url}" rel="canonical">`,
        `<meta content="What a hook is, and when it runs." name="description">`,
        `<meta content="DevFolio" property="og:site_name">`,
        `<meta content="DevFolio | Hooks in depth" property="og:title">`,
        `<meta content="What a hook is, and when it runs." property="og:description">`,
        `<meta content="article" property="og:type">`,
        `<meta content="${url}" property="og:url">`,
        `<meta content="${image}" property="og:image">`,
        `<meta content="A fishing hook" property="og:image:alt">`,
        `<meta content="summary_large_image" name="twitter:card">`,
        `<meta content="DevFolio | Hooks in depth" name="twitter:title">`,
        `<meta content="What a hook is, and when it runs." name="twitter:description">`,
        `<meta content="${image}" name="twitter:image">`,
        `<meta content="A fishing hook" name="twitter:image:alt">`,
        `<script type="application/ld+json">${JSON.stringify({
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: "Hooks in depth",
          description: "What a hook is, and when it runs.",
          url,
          mainEntityOfPage: url,
          datePublished: "2026-01-02T03:04:05.000Z",
          dateModified: "2026-02-03T04:05:06.000Z",
          image: [image],
          author: { "@type": "Person", name: OWNER.displayName },
          publisher: { "@type": "Person", name: OWNER.displayName },
        })}`,
      ].sort(),
    );
    expect(await browserHead(ARTICLE, "/articles/abc")).toEqual(serverHead(ARTICLE, "/articles/abc"));
  });

  it("are, for the home, its title, canonical address, description and website previews, with no image and no JSON-LD", async () => {
    const url = `${location.origin}/`;
    expect(serverHead(HOME, "/")).toEqual(
      [
        `<title >DevFolio | Home`,
        `<link href="${url}" rel="canonical">`,
        `<meta content="The portfolio of Ada." name="description">`,
        `<meta content="DevFolio" property="og:site_name">`,
        `<meta content="DevFolio | Home" property="og:title">`,
        `<meta content="The portfolio of Ada." property="og:description">`,
        `<meta content="website" property="og:type">`,
        `<meta content="${url}" property="og:url">`,
        `<meta content="summary" name="twitter:card">`,
        `<meta content="DevFolio | Home" name="twitter:title">`,
        `<meta content="The portfolio of Ada." name="twitter:description">`,
      ].sort(),
    );
    expect(await browserHead(HOME, "/")).toEqual(serverHead(HOME, "/"));
  });
});
