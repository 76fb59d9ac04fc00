import { Link } from "@tanstack/react-router";
import { altTextOf } from "@contract/alt-text";
import type { WritingKind } from "@contract/item-kinds";
import type { WritingSummary } from "@contract/posts";
import { ResponsiveImage } from "@/components/responsive-image";
import { formatDay } from "@/lib/utils/format-date";
import { formatLikeCount } from "@/lib/utils/format-count";
import { itemRoute } from "@/lib/utils/item-paths";
import { cardPreview } from "../lib/writing-text";
import { CommentIcon } from "@/components/line-icons";

export function WritingCard({ kind, writing }: { kind: WritingKind; writing: WritingSummary }) {
  return (
    <article className="writing-card">
      <Link to={itemRoute(kind)} params={{ id: writing._id }} className="writing-card__media" tabIndex={-1} aria-hidden="true">
        {writing.mainImg ? (
          <ResponsiveImage
            src={writing.mainImg}
            variants={writing.variants.mainImg}
            sizes="(min-width: 1200px) 30vw, (min-width: 700px) 45vw, 100vw"
            alt={altTextOf(writing.alt, "mainImg")}
            loading="lazy"
            decoding="async"
            width={1200}
            height={675}
          />
        ) : null}
        <span className="writing-card__category">{writing.category}</span>
      </Link>
      <div className="writing-card__body">
        <h2 className="writing-card__title">
          <Link to={itemRoute(kind)} params={{ id: writing._id }}>
            {writing.title}
          </Link>
        </h2>
        <p className="writing-card__preview">{cardPreview(writing.firstParagraph)}</p>
        <p className="writing-card__meta">
          <time dateTime={writing.publishedAt}>{formatDay(writing.publishedAt)}</time>
          <span aria-label={`${writing.likeCount} likes`}>♥ {formatLikeCount(writing.likeCount)}</span>
          <span aria-label={`${writing.commentCount} comments`}><CommentIcon size={14} className="inline-icon" /> {formatLikeCount(writing.commentCount)}</span>
        </p>
      </div>
    </article>
  );
}
