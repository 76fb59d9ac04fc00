import { createContext, useContext, useEffect } from "react";
import { siteTitle } from "@contract/site";
import { SITE_DESCRIPTION } from "@/lib/utils/site";

export interface PageMeta {
  title?: string;
  description?: string;
  image?: string;
  /** What the image shows, for people who cannot see it (og:image:alt, twitter:image:alt); only with `image`. */
  imageAlt?: string;
  /** For an item page, what search engines should read it as (JSON-LD), and when it was published and edited. */
  item?: { schemaType: "BlogPosting" | "CreativeWork" | "SocialMediaPosting"; published: string; modified?: string };
  /** A page search engines must not keep: an unpublished item seen through its preview link. */
  noindex?: boolean;
}

const SNIPPET_LIMIT = 155;

/** SPEC section 1: detail-page descriptions are one line, cut at 155 characters plus an ellipsis. */
export function descriptionSnippet(text: string): string {
  const collapsed = text.replace(/\s+/g, " ").trim();
  return collapsed.length > SNIPPET_LIMIT ? `${collapsed.slice(0, SNIPPET_LIMIT)}...` : collapsed;
}

// Open Graph tags are keyed by `property`, Twitter and plain description tags by `name`.
type MetaKey = { attribute: "name" | "property"; key: string };

function setMeta({ attribute, key }: MetaKey, content: string | undefined): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    // A page without an image must not keep the previous page's preview image.
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement("meta");
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.setAttribute("content", content);
}

/** A page's head as the server renders it. */
export interface CollectedHead {
  title: string;
  description: string;
  image?: string;
  imageAlt?: string;
  item?: PageMeta["item"];
  noindex?: boolean;
}

/** An empty head, which a page rendered on the server fills while it renders. */
export const newCollectedHead = (): CollectedHead => ({ title: siteTitle(), description: SITE_DESCRIPTION });

// Effects never run on the server, so there the page's meta is handed to this collector while rendering instead.
const ServerHead = createContext<CollectedHead | null>(null);
export const ServerHeadProvider = ServerHead.Provider;

/** Sets the document title and the description and social-preview meta tags for the current page. */
export function usePageMeta({ title, description, image, imageAlt, item, noindex = false }: PageMeta = {}): void {
  const serverHead = useContext(ServerHead);
  const alt = image ? imageAlt : undefined;
  if (serverHead) Object.assign(serverHead, { title: siteTitle(title), description: description ?? SITE_DESCRIPTION, image, imageAlt: alt, item, noindex });
  useEffect(() => {
    const fullTitle = siteTitle(title);
    const text = description ?? SITE_DESCRIPTION;
    document.title = fullTitle;
    setMeta({ attribute: "name", key: "description" }, text);
    setMeta({ attribute: "property", key: "og:title" }, fullTitle);
    setMeta({ attribute: "property", key: "og:description" }, text);
    setMeta({ attribute: "property", key: "og:image" }, image);
    setMeta({ attribute: "property", key: "og:image:alt" }, alt);
    setMeta({ attribute: "property", key: "og:type" }, "website");
    setMeta({ attribute: "name", key: "twitter:card" }, image ? "summary_large_image" : "summary");
    setMeta({ attribute: "name", key: "twitter:title" }, fullTitle);
    setMeta({ attribute: "name", key: "twitter:description" }, text);
    setMeta({ attribute: "name", key: "twitter:image" }, image);
    setMeta({ attribute: "name", key: "twitter:image:alt" }, alt);
    setMeta({ attribute: "name", key: "robots" }, noindex ? "noindex" : undefined);
  }, [title, description, image, alt, noindex]);
}
