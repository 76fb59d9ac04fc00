import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { formatLikeCount } from "@/lib/format-count";
import { descriptionSnippet, usePageMeta } from "@/lib/page-meta";
import { writingQueryOptions } from "../api/writings-queries";
import { WRITING_COPY, type WritingKind } from "../lib/writing-kind";
import { RelatedWritings } from "./related-writings";
import { WritingComments } from "./writing-comments";
import "../writings.css";

const LIST_PATH = { articles: "/articles", blogs: "/blogs" } as const;
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "long" });

/** /articles/{id} and /blogs/{id}; the route loader has the item in the cache before this renders. */
export function WritingDetailPage({ kind, id }: { kind: WritingKind; id: string }) {
  const { data: writing } = useSuspenseQuery(writingQueryOptions(kind, id));
  const copy = WRITING_COPY[kind];
  usePageMeta({
    title: writing.title,
    description: descriptionSnippet(writing.firstParagraph),
    image: writing.mainImg || undefined,
  });

  return (
    <article className="writing-detail">
      <header className="writing-detail__header">
        <Link to={LIST_PATH[kind]} className="writing-detail__back">
          ← All {copy.title.toLowerCase()}
        </Link>
        <p className="writing-detail__category">{writing.category}</p>
        <h1 className="writing-detail__title">{writing.title}</h1>
        <p className="writing-detail__date">
          Published <time dateTime={writing.createdAt}>{dateFormat.format(new Date(writing.createdAt))}</time>
        </p>
      </header>

      {writing.mainImg ? (
        <img className="writing-detail__main-img" src={writing.mainImg} alt={writing.title} width={1200} height={675} />
      ) : null}

      <div className={writing.img ? "writing-detail__pair" : "writing-detail__single"}>
        <p className="writing-detail__paragraph">{writing.firstParagraph}</p>
        {writing.img ? <img src={writing.img} alt="" loading="lazy" width={1200} height={675} /> : null}
      </div>

      {writing.secondParagraph ? (
        <div className={writing.secondImg ? "writing-detail__pair writing-detail__pair--reverse" : "writing-detail__single"}>
          <p className="writing-detail__paragraph">{writing.secondParagraph}</p>
          {writing.secondImg ? <img src={writing.secondImg} alt="" loading="lazy" width={1200} height={675} /> : null}
        </div>
      ) : null}

      {writing.vid ? (
        <video className="writing-detail__video" src={writing.vid} controls preload="metadata">
          Your browser cannot play this video.
        </video>
      ) : null}

      {writing.lastParagraph ? <p className="writing-detail__paragraph writing-detail__single">{writing.lastParagraph}</p> : null}

      {/* Liking comes with the likes issue; guests see this count in any case (SPEC section 2). */}
      <p className="writing-detail__likes" aria-label={`${writing.likeCount} likes`}>
        <span aria-hidden="true">♥</span> {formatLikeCount(writing.likeCount)} {writing.likeCount === 1 ? "like" : "likes"}
      </p>

      <WritingComments comments={writing.comments} total={writing.commentCount} />
      <RelatedWritings kind={kind} current={writing} />
    </article>
  );
}

export function WritingLoading() {
  return (
    <p className="writings-state" role="status">
      Loading...
    </p>
  );
}
