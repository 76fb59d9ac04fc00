import { Link } from "@tanstack/react-router";
import { altTextOf } from "@contract/alt-text";
import type { ShortPostKind } from "@contract/item-kinds";
import type { ShortPostSummary } from "@contract/posts";
import { FormattedText } from "@/components/formatted-text";
import { formatLikeCount } from "@/lib/utils/format-count";
import { itemRoute } from "@/lib/utils/item-paths";
import { ShortPostMedia } from "./short-post-media";
import { CommentIcon } from "@/components/line-icons";

/** A feed entry: the title and the media both open the detail (SPEC section 2). */
export function ShortPostCard({ kind, post }: { kind: ShortPostKind; post: ShortPostSummary }) {
  return (
    <article className="short-post-card">
      <Link
        to={itemRoute(kind)}
        params={{ id: post._id }}
        className="short-post-card__media"
        aria-label={`Open ${post.title}`}
      >
        <ShortPostMedia url={post.fileUrl} variants={post.variants.fileUrl} sizes="(min-width: 900px) 40vw, 100vw" alt={altTextOf(post.alt, "fileUrl")} controls={false} />
      </Link>
      <div className="short-post-card__body">
        <h2 className="short-post-card__title">
          <Link to={itemRoute(kind)} params={{ id: post._id }}>
            {post.title}
          </Link>
        </h2>
        {post.desc ? <FormattedText className="short-post-card__desc" text={post.desc} /> : null}
        <p className="short-post-card__meta">
          <span aria-label={`${post.likeCount} likes`}>♥ {formatLikeCount(post.likeCount)}</span>
          <span aria-label={`${post.commentCount} comments`}><CommentIcon size={14} className="inline-icon" /> {formatLikeCount(post.commentCount)}</span>
        </p>
      </div>
    </article>
  );
}
