import { pageTitleOf } from "@contract/site";
import { OWNER, SITE_NAME } from "@/lib/utils/site";

/** A page's head as it renders: what usePageMeta was told, with the site's defaults filled in. */
export interface CollectedHead {
  title: string;
  description: string;
  image?: string | undefined;
  /** What the image shows, for people who cannot see it (og:image:alt, twitter:image:alt); only with `image`. */
  imageAlt?: string | undefined;
  /** For an item page, what search engines should read it as (JSON-LD), and when it was published and edited. */
  item?: { schemaType: "BlogPosting" | "CreativeWork" | "SocialMediaPosting"; published: string; modified?: string } | undefined;
  /** A page search engines must not keep: an unpublished item seen through its preview link. */
  noindex?: boolean | undefined;
}

/**
 * One tag of the head. A meta whose content is undefined is one the page has not: the server leaves it out, and the
 * browser removes what the previous page left.
 */
export type HeadTag =
  | { tag: "title"; text: string }
  | { tag: "link"; rel: "canonical"; href: string }
  | { tag: "meta"; attribute: "name" | "property"; key: string; content: string | undefined }
  | { tag: "json-ld"; data: Record<string, unknown> | undefined };

/**
 * The head tags of a page at `url` (its address on the public site, e.g. https://example.web.app/projects/abc): the
 * one list the server writes into the HTML (page-document.ts) and the browser applies after a navigation
 * (page-meta.ts), so both give a page the same head. An image path of our own becomes absolute, as link previews need.
 */
export function headTags(head: CollectedHead, url: string): HeadTag[] {
  const image = head.image ? new URL(head.image, url).href : undefined;
  const alt = image ? head.imageAlt : undefined;
  const meta = (attribute: "name" | "property", key: string, content: string | undefined): HeadTag => ({ tag: "meta", attribute, key, content });
  return [
    { tag: "title", text: head.title },
    { tag: "link", rel: "canonical", href: url },
    meta("name", "robots", head.noindex ? "noindex" : undefined),
    meta("name", "description", head.description),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:type", head.item ? "article" : "website"),
    meta("property", "og:url", url),
    meta("property", "og:image", image),
    meta("property", "og:image:alt", alt),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", image),
    meta("name", "twitter:image:alt", alt),
    // schema.org for an item page, so search engines read it as an article or a work.
    {
      tag: "json-ld",
      data: head.item && {
        "@context": "https://schema.org",
        "@type": head.item.schemaType,
        headline: pageTitleOf(head.title),
        description: head.description,
        url,
        mainEntityOfPage: url,
        datePublished: head.item.published,
        ...(head.item.modified ? { dateModified: head.item.modified } : {}),
        ...(image ? { image: [image] } : {}),
        author: { "@type": "Person", name: OWNER.displayName },
        publisher: { "@type": "Person", name: OWNER.displayName },
      },
    },
  ];
}
