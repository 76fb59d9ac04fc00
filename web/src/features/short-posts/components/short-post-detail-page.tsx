import { lazy } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { altTextOf } from "@contract/alt-text";
import { ITEM_KINDS, type ShortPostKind } from "@contract/item-kinds";
import { FormattedText } from "@/components/formatted-text";
import { ItemStateBanner } from "@/components/item-state-banner";
import { LikeButton } from "@/components/like-button";
import { useViewer } from "@/lib/data/auth";
import { useToggleLike } from "@/lib/data/item-engagement";
import { itemQueryOptions } from "@/lib/data/item-queries";
import { usePreviewToken } from "@/lib/hooks/use-preview-token";
import { formatLikeCount } from "@/lib/utils/format-count";
import { listPath } from "@/lib/utils/item-paths";
import { descriptionSnippet, usePageMeta } from "@/lib/render/page-meta";
import { HydrateWhenSeen } from "@/lib/render/hydrate-when-seen";
import { isVideoUrl } from "@/lib/utils/video-url";
import { ShortPostMedia } from "./short-post-media";
import { ShortPostOwnerActions } from "./short-post-owner-actions";
import "../short-posts.css";
import { EntryProperties } from "@/components/entry-properties";

// The comments' code comes when the reader nears them, as on an article (writings/writing-detail-page.tsx).
const ShortPostComments = lazy(() => import("./short-post-comments").then((module) => ({ default: module.ShortPostComments })));

/** /random-posts/{id} and /did-you-know/{id}: media on one half, text and comments on the other. */
export function ShortPostDetailPage({ kind, id }: { kind: ShortPostKind; id: string }) {
  const { data: post } = useSuspenseQuery(itemQueryOptions(kind, id, usePreviewToken()));
  const { title } = ITEM_KINDS[kind].list;
  const { isOwner } = useViewer();
  const navigate = useNavigate();
  const like = useToggleLike(kind, id);
  // Items saved before alt texts existed have none: the title, as before.
  const fileAlt = altTextOf(post.alt, "fileUrl") || post.title;
  const description = descriptionSnippet(post.desc || post.title);
  usePageMeta({
    title: post.title,
    description,
    image: post.fileUrl && !isVideoUrl(post.fileUrl) ? post.fileUrl : undefined,
    imageAlt: fileAlt,
    item: { schemaType: "SocialMediaPosting", published: post.publishedAt, modified: post.updatedAt },
    // A page not public yet (a preview link\'s, or the owner\'s draft) is kept out of search engines.
    noindex: post.status !== "published",
  });

  return (
    <article className="short-post-detail h-entry">
      <EntryProperties path={`${listPath(kind)}/${post._id}`} published={post.publishedAt} summary={description} />
      <div className="short-post-detail__media">
        <ShortPostMedia url={post.fileUrl} variants={post.variants.fileUrl} sizes="(min-width: 900px) 50vw, 100vw" alt={fileAlt} controls priority />
      </div>
      <div className="short-post-detail__text">
        <Link to={listPath(kind)} className="short-post-detail__back">
          ← {title}
        </Link>
        <ItemStateBanner kind={kind} item={post} />
        <h1 className="short-post-detail__title p-name">{post.title}</h1>
        {isOwner ? <ShortPostOwnerActions kind={kind} post={post} onDeleted={() => void navigate({ to: listPath(kind) })} /> : null}
        {post.desc ? <FormattedText className="short-post-detail__desc" text={post.desc} /> : null}
        <LikeButton
          kind={kind}
          liked={post.likedByMe}
          count={post.likeCount}
          format={formatLikeCount}
          toggle={like}
          fediverse={{ likes: post.fediverseLikeCount, boosts: post.fediverseBoostCount }}
          web={{ likes: post.webLikeCount, reposts: post.webRepostCount }}
          className="short-post-detail__likes"
        />
        {/* Below the post, it comes alive when the reader nears it. */}
        <HydrateWhenSeen>
          <ShortPostComments kind={kind} post={post} />
        </HydrateWhenSeen>
      </div>
    </article>
  );
}

export function ShortPostLoading() {
  return (
    <p className="page-state" role="status">
      Loading...
    </p>
  );
}
