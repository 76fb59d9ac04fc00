import type { Context } from "@fedify/fedify";
import { Article, Collection, Document, Hashtag, Image, InteractionPolicy, InteractionRule, Note, PUBLIC_COLLECTION, Video } from "@fedify/vocab";
import { Temporal } from "@js-temporal/polyfill";
import { Timestamp, type DocumentData } from "firebase-admin/firestore";
import { ownerAccount, siteOrigin } from "../../config";
import type { QuotePolicy } from "../../contract/fediverse";
import { ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { isDocumentId } from "../../contract/document-ids";
import { escapeHtml, markupHtml } from "../../contract/markup-html";
import { bodyHtmlAt } from "../../contract/long-form";
import { altTextsOf, text, textList } from "../../services/firestore-values";
import { publishTimeOf } from "../../services/items/visibility";

/**
 * Our items as ActivityPub objects (issue 23, docs/fediverse.md). Projects, articles and blogs are `Article`s with a
 * name, a summary, their whole text as HTML, their page as `url`, their main image (alt text as its `name`) and
 * their category as a hashtag. Random posts and did-you-know posts are `Note`s with their image or video attached
 * and a `url` to their own page. The object's id is the item's own address, which answers this object to anyone
 * asking for activity+json (content negotiation) and the page to everybody else.
 */

export const itemUrl = (kind: ItemKind, id: string) => new URL(`${ITEM_KINDS[kind].pagePath}/${encodeURIComponent(id)}`, siteOrigin());

/**
 * An item's object id in its `generation`: its address, then `?v=2`, `?v=3`... once it came back after followers
 * were told it was deleted (a restore, a republish). Mastodon keeps a deleted id as a tombstone and refuses a later
 * Create of it, so each return is a new object; the old ids stay Tombstones (entry.ts, itemActivity).
 */
export function objectIdOf(kind: ItemKind, id: string, generation: number): URL {
  const url = itemUrl(kind, id);
  if (generation > 0) url.search = `?v=${generation}`;
  return url;
}

/** The generation an object id's query names: none is 0, `?v=N` is N, anything else null. */
export function generationOfSearch(search: string): number | null {
  if (!search) return 0;
  const match = /^\?v=([1-9]\d{0,5})$/.exec(search);
  return match ? Number(match[1]) : null;
}

/**
 * The kind and id an address of ours names (`https://site/blogs/abc`, or an object id of a later generation,
 * `…?v=2`), or null for any other address. The id is taken as it stands in the path, never decoded: `%2F` must not
 * turn one item's address into a path below it.
 */
export function itemOfUrl(value: URL | string | null | undefined): { kind: ItemKind; id: string } | null {
  const url = value ? URL.parse(String(value)) : null;
  if (!url || url.origin !== siteOrigin() || generationOfSearch(url.search) === null || url.hash) return null;
  const [, segment, id, ...rest] = url.pathname.split("/");
  const kind = (Object.keys(ITEM_KINDS) as ItemKind[]).find((each) => ITEM_KINDS[each].pagePath === `/${segment}`);
  return kind && id && rest.length === 0 && isDocumentId(id) ? { kind, id } : null;
}

const paragraph = (value: string) => (value.trim() ? `<p>${escapeHtml(value)}</p>` : "");

const MEDIA_TYPES: Record<string, string> = {
  jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", gif: "image/gif", webp: "image/webp",
  mp4: "video/mp4", webm: "video/webm", ogg: "video/ogg", ogv: "video/ogg",
};

/** A stored file's type, from the extension of its Storage path (the URL's last segment, encoded). */
function mediaTypeOf(fileUrl: string): string | undefined {
  const path = decodeURIComponent(new URL(fileUrl).pathname);
  return MEDIA_TYPES[path.slice(path.lastIndexOf(".") + 1).toLowerCase()];
}

/** A file of the item as an attachment, its alt text as `name` (what Mastodon shows as the image's description). */
function attachmentOf(fileUrl: string, alt: string, fallback: string): Image | Video | Document | null {
  if (!fileUrl) return null;
  const mediaType = mediaTypeOf(fileUrl);
  const values = { url: new URL(fileUrl), mediaType, name: alt || fallback };
  if (mediaType?.startsWith("video/")) return new Video(values);
  if (mediaType?.startsWith("image/")) return new Image(values);
  return new Document(values);
}

/**
 * Who may do what with an item (GoToSocial's interaction policy, which Mastodon 4.5 reads for quotes): anyone may
 * like, boost and reply (replies wait in our own moderation, not for an approval on their server). Who may quote is
 * the owner's setting (issue 37): anyone, each quote asked for with a QuoteRequest that the inbox approves for a
 * public item (FEP-044f), or nobody but the owner, as Mastodon says of a post whose author allows no quotes.
 */
function interactionsOf(ctx: Context<unknown>, quotePolicy: QuotePolicy): InteractionPolicy {
  return new InteractionPolicy({
    canLike: new InteractionRule({ automaticApproval: PUBLIC_COLLECTION }),
    canReply: new InteractionRule({ automaticApproval: PUBLIC_COLLECTION }),
    canAnnounce: new InteractionRule({ automaticApproval: PUBLIC_COLLECTION }),
    canQuote: new InteractionRule({ automaticApproval: quotePolicy === "anyone" ? PUBLIC_COLLECTION : ctx.getActorUri(ownerIdentifier()) }),
  });
}

const countOf = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : 0);

const instantOf = (value: unknown) =>
  value instanceof Timestamp ? Temporal.Instant.fromEpochMilliseconds(value.toMillis()) : undefined;

/** A category as a hashtag (`#WebDevelopment`) linking to the kind's list of it. */
function hashtagOf(kind: ItemKind, category: string): Hashtag | null {
  const name = category.replace(/[^\p{L}\p{N}_]/gu, "");
  if (!name) return null;
  const href = new URL(`${ITEM_KINDS[kind].pagePath}?category=${encodeURIComponent(category)}`, siteOrigin());
  return new Hashtag({ name: `#${name}`, href });
}

/** What each shape says: its title, summary, body and main file. */
function partsOf(kind: ItemKind, data: DocumentData, url: URL) {
  const alt = altTextsOf(data.alt);
  switch (ITEM_KINDS[kind].shape) {
    case "project": {
      const features = textList(data.keyFeatures).filter(Boolean);
      const technologies = textList(data.technologiesUsed).filter(Boolean);
      const body = [
        paragraph(text(data.shortDescription)),
        markupHtml(text(data.description)),
        features.length ? `<ul>${features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join("")}</ul>` : "",
        technologies.length ? paragraph(`Built with ${technologies.join(", ")}.`) : "",
      ];
      return { summary: text(data.shortDescription), body: body.join(""), file: text(data.headerImg), alt: alt.headerImg ?? "" };
    }
    case "writing": {
      const body = [data.firstParagraph, data.secondParagraph, data.lastParagraph].map((each) => paragraph(text(each)));
      // The long-form body's HTML, sanitized at save (docs/long-form.md), whole, after the paragraphs as on the page.
      const bodyHtml = text(data.bodyHtml);
      if (bodyHtml) body.push(bodyHtmlAt(bodyHtml, url.href));
      return { summary: text(data.firstParagraph), body: body.join(""), file: text(data.mainImg), alt: alt.mainImg ?? "" };
    }
    case "short-post":
      return { summary: "", body: paragraph(text(data.title)) + paragraph(text(data.desc)), file: text(data.fileUrl), alt: alt.fileUrl ?? "" };
  }
}

/**
 * The item as the object followers receive and its address answers, saying who may quote it. `edited` adds the time of its last edit, which
 * Mastodon shows as "edited": an Update carries it, a Create does not.
 */
export function itemObject(
  ctx: Context<unknown>,
  kind: ItemKind,
  id: string,
  data: DocumentData,
  quotePolicy: QuotePolicy,
  edited = false,
  generation = 0,
): Article | Note {
  const title = text(data.title);
  const url = itemUrl(kind, id);
  const { summary, body, file, alt } = partsOf(kind, data, url);
  const attachment = attachmentOf(file, alt, title);
  const category = text(data.category);
  const hashtag = category ? hashtagOf(kind, category) : null;
  const common = {
    id: objectIdOf(kind, id, generation),
    url,
    attribution: ctx.getActorUri(ownerIdentifier()),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(ownerIdentifier()),
    published: instantOf(publishTimeOf(data)),
    updated: edited ? instantOf(data.updatedAt) : undefined,
    attachments: attachment ? [attachment] : [],
    tags: hashtag ? [hashtag] : [],
    // Counts only (Mastodon reads `totalItems`): the site's own likes and the fediverse's together, and the boosts.
    likes: new Collection({ totalItems: countOf(data.likeCount) + countOf(data.fediverseLikeCount) }),
    shares: new Collection({ totalItems: countOf(data.fediverseBoostCount) }),
    interactionPolicy: interactionsOf(ctx, quotePolicy),
  };
  if (ITEM_KINDS[kind].shape === "short-post") return new Note({ ...common, content: body });
  return new Article({
    ...common,
    name: title,
    // HTML, as Mastodon (4.3 and later) reads an Article's summary.
    summary: summary ? paragraph(summary) : null,
    // FEP-b2b8: what a reader that shows no Articles shows instead, a Note with the title, summary and link.
    preview: new Note({
      attribution: common.attribution,
      content: `<p><strong>${escapeHtml(title)}</strong></p>${paragraph(summary)}<p><a href="${escapeHtml(url.href)}">${escapeHtml(url.href)}</a></p>`,
      url,
    }),
    content: body,
    image: attachment instanceof Image ? attachment : null,
  });
}

/** The owner's actor identifier: their username (site.config.json's ownerAccount). */
export const ownerIdentifier = (): string => ownerAccount().username;
