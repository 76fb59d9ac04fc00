import type { UseMutationResult } from "@tanstack/react-query";
import { useId } from "react";
import type { ItemKind } from "@contract/item-kinds";
import type { ItemComments } from "@/lib/item-engagement";
import { CommentComposer } from "./comment-composer";
import { CommentList } from "./comment-list";
import { CommentSortSelect } from "./comment-sort-select";
import "./comments-section.css";

export interface CommentsSectionProps {
  kind: ItemKind;
  heading: string;
  /** The item's comments in the chosen order, from the feature's comments hook. */
  comments: ItemComments;
  /** The feature's add and delete mutations. */
  add: UseMutationResult<unknown, Error, string>;
  remove: UseMutationResult<unknown, Error, string>;
  emptyText?: string;
  compact?: boolean;
  hideDefaultAvatar?: boolean;
  className?: string;
}

/** The Comments section of every item page: heading, Oldest/Newest, the comment box, the list. */
export function CommentsSection({ kind, heading, comments, add, remove, emptyText, compact, hideDefaultAvatar, className }: CommentsSectionProps) {
  const headingId = useId();
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
          hasMore={comments.hasMore}
          loadingMore={comments.loadingMore}
          onLoadMore={comments.loadMore}
          emptyText={emptyText}
          compact={compact}
          hideDefaultAvatar={hideDefaultAvatar}
        />
      )}
    </section>
  );
}
