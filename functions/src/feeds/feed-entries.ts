import { altTextOf } from "../contract/alt-text";
import { feedSlugOf } from "../contract/feeds";
import { ITEM_KINDS } from "../contract/item-kinds";
import { escapeHtml, markupHtml, markupText, OUTSIDE_LINK_REL } from "../contract/markup-html";
import { safeHttpUrl } from "../contract/markup";
import type { FeedItem } from "../services/items/site-index";
import { feedFileOf, type FeedFile } from "./feed-media";
import { bodyHtmlAt } from "../contract/long-form";

/** One item as both feed formats show it. Every text is plain; `contentHtml` is HTML built from escaped text. */
export interface FeedEntry {
  /** The item's page, which is also its id. */
  url: string;
  title: string;
  /** Its first words without marks, cut as page descriptions are (SPEC section 1). */
  summary: string;
  /** The whole item as its page shows it, its main image (with its alt text) first. */
  contentHtml: string;
  published: Date;
  updated: Date;
  /** The kind's name on the site ("Random Posts"), and the item's category when the kind has them. */
  kindTitle: string;
  /** The kind's segment in the site's addresses ("random-posts"), for the JSON Feed extension. */
  kindSlug: string;
  category: string | null;
  /** The image that stands for the item, with the alt text its page gives it. */
  image: (FeedFile & { alt: string }) | null;
  /** A video the item shows, for readers that list media. */
  video: FeedFile | null;
}

const SNIPPET_LIMIT = 155;

/** SPEC section 1's snippet rule: whitespace collapsed, cut at 155 characters plus an ellipsis. */
const snippet = (markup: string) => {
  const words = markupText(markup);
  return words.length > SNIPPET_LIMIT ? `${words.slice(0, SNIPPET_LIMIT)}...` : words;
};

/** An image with its alt text; an empty alt marks it as decoration, as the page does. */
const imageHtml = (file: FeedFile | null, alt: string) => (file ? `<p><img src="${escapeHtml(file.url)}" alt="${escapeHtml(alt)}"></p>` : "");

const videoHtml = (file: FeedFile | null) =>
  file ? `<p><video src="${escapeHtml(file.url)}" controls preload="metadata"><a href="${escapeHtml(file.url)}">Watch the video</a></video></p>` : "";

const listHtml = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;

/** A section of a project's page: its heading, then its content, or nothing when the content is empty. */
const section = (heading: string, content: string) => (content ? `<h2>${escapeHtml(heading)}</h2>${content}` : "");

type Parts = Pick<FeedEntry, "summary" | "contentHtml" | "category" | "image" | "video">;

/** What each shape's page shows, in its order (web/src/features/<shape>/components/*-detail-page.tsx). */
function partsOf(entry: FeedItem, origin: string): Parts {
  const file = (stored: string) => feedFileOf(stored, origin);
  switch (entry.shape) {
    case "writing": {
      const writing = entry.item;
      const main = file(writing.mainImg);
      // Items saved before alt texts existed have none: the title, as their page does.
      const mainAlt = altTextOf(writing.alt, "mainImg") || writing.title;
      const video = file(writing.vid);
      const contentHtml = [
        imageHtml(main, mainAlt),
        markupHtml(writing.firstParagraph),
        imageHtml(file(writing.img), altTextOf(writing.alt, "img")),
        markupHtml(writing.secondParagraph),
        imageHtml(file(writing.secondImg), altTextOf(writing.alt, "secondImg")),
        videoHtml(video),
        markupHtml(writing.lastParagraph),
        // The long-form body, whole, after the paragraphs as on the page (docs/long-form.md).
        writing.bodyHtml ? bodyHtmlAt(writing.bodyHtml, pageUrlOf(entry, origin)) : "",
      ].join("");
      return { summary: snippet(writing.firstParagraph), contentHtml, category: writing.category, image: main && { ...main, alt: mainAlt }, video };
    }
    case "project": {
      const project = entry.item;
      const header = file(project.headerImg);
      const headerAlt = altTextOf(project.alt, "headerImg") || project.title;
      const features = [project.shortFeature1, project.shortFeature2, project.shortFeature3].filter(Boolean);
      const screenshots = (["additionalImg1", "additionalImg2"] as const)
        .map((field, index) => imageHtml(file(project[field]), altTextOf(project.alt, field) || `${project.title} screenshot ${index + 1}`))
        .join("");
      const github = safeHttpUrl(project.githubLink);
      const contentHtml = [
        imageHtml(header, headerAlt),
        project.shortDescription ? `<p>${escapeHtml(project.shortDescription)}</p>` : "",
        features.length ? `<p>${escapeHtml(features.join(", "))}</p>` : "",
        section("About this project", markupHtml(project.description || project.shortDescription)),
        section("Technologies", project.technologiesUsed.length ? listHtml(project.technologiesUsed) : ""),
        section("Features", project.keyFeatures.length ? listHtml(project.keyFeatures) : ""),
        section("Screenshots", screenshots),
        section("Code snippet", project.codeSnippet ? `<pre><code>${escapeHtml(project.codeSnippet)}</code></pre>` : ""),
        github ? `<p><a href="${escapeHtml(github)}" rel="${OUTSIDE_LINK_REL}">View on GitHub</a></p>` : "",
      ].join("");
      const image = header && { ...header, alt: headerAlt };
      return { summary: snippet(project.shortDescription || project.description), contentHtml, category: project.category, image, video: null };
    }
    case "short-post": {
      const post = entry.item;
      const media = file(post.fileUrl);
      const isVideo = media?.kind === "video";
      const alt = altTextOf(post.alt, "fileUrl") || post.title;
      const contentHtml = (isVideo ? videoHtml(media) : imageHtml(media, alt)) + markupHtml(post.desc);
      return {
        summary: snippet(post.desc || post.title),
        contentHtml,
        category: null,
        image: media && !isVideo ? { ...media, alt } : null,
        video: isVideo ? media : null,
      };
    }
  }
}

const pageUrlOf = (entry: FeedItem, origin: string) => `${origin}${ITEM_KINDS[entry.kind].pagePath}/${encodeURIComponent(entry.item._id)}`;

/** A public item as a feed entry, its links on `origin`. */
export function feedEntryOf(entry: FeedItem, origin: string): FeedEntry {
  const { list } = ITEM_KINDS[entry.kind];
  return {
    url: pageUrlOf(entry, origin),
    title: entry.item.title,
    published: entry.published,
    updated: entry.updated,
    kindTitle: list.title,
    kindSlug: feedSlugOf(entry.kind),
    ...partsOf(entry, origin),
  };
}
