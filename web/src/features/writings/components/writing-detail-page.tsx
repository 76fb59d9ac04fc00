import { lazy } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { FormattedText } from "@/components/formatted-text";
import { ItemStateBanner } from "@/components/item-state-banner";
import { LikeButton } from "@/components/like-button";
import { RenderedHtml } from "@/components/rendered-html";
import { ResponsiveImage } from "@/components/responsive-image";
import { altTextOf } from "@contract/alt-text";
import { ITEM_KINDS, type WritingKind } from "@contract/item-kinds";
import type { ImageVariant } from "@contract/variants";
import { useViewer } from "@/lib/data/auth";
import { useToggleLike } from "@/lib/data/item-engagement";
import { itemQueryOptions } from "@/lib/data/item-queries";
import { usePreviewToken } from "@/lib/hooks/use-preview-token";
import { formatLikeCount } from "@/lib/utils/format-count";
import { formatLongDay } from "@/lib/utils/format-date";
import { listPath } from "@/lib/utils/item-paths";
import { descriptionSnippet, usePageMeta } from "@/lib/render/page-meta";
import { HydrateLater } from "@/lib/render/hydrate-later";
import { HydrateWhenSeen } from "@/lib/render/hydrate-when-seen";
import { RelatedWritings } from "./related-writings";
import { WritingOwnerActions } from "./writing-owner-actions";
import "../writings.css";
import { EntryProperties } from "@/components/entry-properties";

// Below the text, the comments' code (4 to 6 KB gzip) comes when the reader nears them, not with the page: a reader
// who only reads never downloads it, and the page's first load keeps inside its budget (issue 32).
const WritingComments = lazy(() => import("./writing-comments").then((module) => ({ default: module.WritingComments })));

/** Beside a paragraph on wide screens, full width on phones. */
const SIDE_IMAGE_SIZES = "(min-width: 900px) 420px, 100vw";

/** /articles/{id} and /blogs/{id}; the route loader has the item in the cache before this renders. */
export function WritingDetailPage({ kind, id }: { kind: WritingKind; id: string }) {
  const { data: writing } = useSuspenseQuery(itemQueryOptions(kind, id, usePreviewToken()));
  const { plural } = ITEM_KINDS[kind].list;
  const { isOwner } = useViewer();
  const navigate = useNavigate();
  const like = useToggleLike(kind, id);
  // Items saved before alt texts existed have none: the title, as before.
  const mainAlt = altTextOf(writing.alt, "mainImg") || writing.title;
  const description = descriptionSnippet(writing.firstParagraph);
  usePageMeta({
    title: writing.title,
    description,
    image: writing.mainImg || undefined,
    imageAlt: mainAlt,
    item: { schemaType: "BlogPosting", published: writing.publishedAt, modified: writing.updatedAt },
    // A page not public yet (a preview link\'s, or the owner\'s draft) is kept out of search engines.
    noindex: writing.status !== "published",
  });

  return (
    <article className="writing-detail h-entry">
      <EntryProperties path={`${listPath(kind)}/${writing._id}`} published={writing.publishedAt} summary={description} />
      <header className="writing-detail__header">
        <ItemStateBanner kind={kind} item={writing} />
        <Link to={listPath(kind)} className="writing-detail__back">
          ← All {plural}
        </Link>
        <p className="eyebrow">{writing.category}</p>
        <h1 className="writing-detail__title p-name">{writing.title}</h1>
        {/* A draft has no publish date yet; its banner says what it is. */}
        {writing.status === "published" || writing.status === "scheduled" ? (
          <p className="writing-detail__date">
            {writing.status === "published" ? "Published " : "To be published "}
            <time dateTime={writing.publishedAt}>{formatLongDay(writing.publishedAt)}</time>
            {writing.readingMinutes ? ` · ${writing.readingMinutes} min read` : null}
          </p>
        ) : null}
        {isOwner ? <WritingOwnerActions kind={kind} writing={writing} onDeleted={() => void navigate({ to: listPath(kind) })} /> : null}
      </header>

      {writing.mainImg ? (
        <ResponsiveImage
          className="writing-detail__main-img"
          src={writing.mainImg}
          variants={writing.variants.mainImg}
          sizes="(min-width: 1100px) 860px, 100vw"
          alt={mainAlt}
          width={1200}
          height={675}
          fetchPriority="high"
        />
      ) : null}

      {/* The text comes alive a part at a time after the heading: parsing long paragraphs is most of the page's
          first render. */}
      <HydrateLater>
        <ParagraphWithImage text={writing.firstParagraph} image={writing.img} variants={writing.variants.img} alt={altTextOf(writing.alt, "img")} />
      </HydrateLater>

      {writing.secondParagraph ? (
        <HydrateLater>
          <ParagraphWithImage
            text={writing.secondParagraph}
            image={writing.secondImg}
            variants={writing.variants.secondImg}
            alt={altTextOf(writing.alt, "secondImg")}
            reverse
          />
        </HydrateLater>
      ) : null}

      {writing.vid ? (
        <video className="writing-detail__video" src={writing.vid} controls preload="metadata">
          Your browser cannot play this video.
        </video>
      ) : null}

      {writing.lastParagraph ? (
        <HydrateLater>
          <FormattedText className="writing-detail__paragraph writing-detail__single" text={writing.lastParagraph} />
        </HydrateLater>
      ) : null}

      {/* The long-form body, after SPEC's paragraphs; an item without one shows exactly what it did before. */}
      {writing.bodyHtml ? (
        <HydrateLater>
          <RenderedHtml className="writing-detail__body" html={writing.bodyHtml} />
        </HydrateLater>
      ) : null}

      <LikeButton
        kind={kind}
        liked={writing.likedByMe}
        count={writing.likeCount}
        format={formatLikeCount}
        withWord
        toggle={like}
        fediverse={{ likes: writing.fediverseLikeCount, boosts: writing.fediverseBoostCount }}
        web={{ likes: writing.webLikeCount, reposts: writing.webRepostCount }}
        className="writing-detail__likes"
      />

      {/* Below the text: they come alive when the reader nears them. */}
      <HydrateWhenSeen>
        <WritingComments kind={kind} writing={writing} />
      </HydrateWhenSeen>
      <HydrateWhenSeen>
        <RelatedWritings kind={kind} current={writing} />
      </HydrateWhenSeen>
    </article>
  );
}

export function WritingLoading() {
  return (
    <p className="page-state" role="status">
      Loading...
    </p>
  );
}

/** A paragraph with its optional image beside it (on the other side when `reverse`), or the paragraph alone. */
function ParagraphWithImage({ text, image, variants, alt, reverse = false }: {
  text: string;
  image?: string;
  variants?: readonly ImageVariant[];
  /** The owner's alt text; without one the image is taken as decoration beside its paragraph, as before. */
  alt: string;
  reverse?: boolean;
}) {
  const layout = !image ? "writing-detail__single" : reverse ? "writing-detail__pair writing-detail__pair--reverse" : "writing-detail__pair";
  return (
    <div className={layout}>
      <FormattedText className="writing-detail__paragraph" text={text} />
      {image ? (
        <ResponsiveImage src={image} variants={variants} sizes={SIDE_IMAGE_SIZES} alt={alt} loading="lazy" width={1200} height={675} />
      ) : null}
    </div>
  );
}
