import { useId } from "react";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { useAddComment, useDeleteComment, useItemComments, type EngagedItem } from "@/lib/data/item-engagement";
import { CommentComposer } from "./comment-composer";
import { CommentList } from "./comment-list";
import { CommentSortSelect } from "./comment-sort-select";
import "./comments-section.css";

export interface CommentsSectionProps {
  kind: ItemKind;
  /** The item as its page shows it: its first comments come with it. */
  item: EngagedItem;
  heading: string;
  emptyText?: string;
  compact?: boolean;
  className?: string;
}

/** The Comments section of every item page: heading, Oldest/Newest, the comment box, the list. */
export function CommentsSection({ kind, item, heading, emptyText, compact, className }: CommentsSectionProps) {
  const headingId = useId();
  const comments = useItemComments(kind, item);
  const add = useAddComment(kind, item._id);
  const remove = useDeleteComment(kind, item._id);
  return (
    <section className={className ? `comments-section ${className}` : "comments-section"} aria-labelledby={headingId}>
      <div className="comments-section__head">
        <h2 id={headingId}>{heading}</h2>
        <CommentSortSelect value={comments.order} onChange={comments.setOrder} />
      </div>
      <CommentComposer add={add} />
      {comments.loading ? (
        <p className="comments-section__state" role="status">
          Loading comments...
        </p>
      ) : comments.failed ? (
        <p className="comments-section__state">
          The comments could not be loaded.{" "}
          <button type="button" className="button button--small" onClick={comments.retry}>
            Try again
          </button>
        </p>
      ) : (
        <CommentList
          kind={kind}
          comments={comments.comments}
          remove={remove}
          add={add}
          hasMore={comments.hasMore}
          loadingMore={comments.loadingMore}
          onLoadMore={comments.loadMore}
          emptyText={emptyText}
          compact={compact}
          hideDefaultAvatar={ITEM_KINDS[kind].hideDefaultAvatar}
        />
      )}
    </section>
  );
}
