import { useState } from "react";
import type { Comment } from "@contract/comments";
import { Avatar, DEFAULT_AVATAR } from "@/components/avatar";
import { CommentSortSelect } from "@/components/comment-sort-select";
import { sortComments, type CommentOrder } from "@/lib/sort-comments";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A post's comments: sort select and a list that scrolls inside 300 px (SPEC section 9). */
export function ShortPostComments({
  comments,
  total,
  hideDefaultAvatar,
}: {
  comments: Comment[];
  total: number;
  hideDefaultAvatar: boolean;
}) {
  const [order, setOrder] = useState<CommentOrder>("oldest");
  return (
    <section className="short-post-comments" aria-labelledby="comments-heading">
      <div className="short-post-comments__head">
        <h2 id="comments-heading">Comments</h2>
        <CommentSortSelect value={order} onChange={setOrder} />
      </div>
      {comments.length === 0 ? (
        <p className="short-post-comments__empty">0 comment</p>
      ) : (
        // Focusable so keyboard users can scroll the list.
        <ul className="short-post-comments__list" tabIndex={0} aria-label="Comments">
          {sortComments(comments, order).map((comment) => (
            <li key={comment._id} className="short-post-comments__item">
              {hideDefaultAvatar && (!comment.profileImage || comment.profileImage === DEFAULT_AVATAR) ? null : (
                <Avatar src={comment.profileImage} alt="" size={36} />
              )}
              <div className="short-post-comments__body">
                <p className="short-post-comments__meta">
                  <strong>{comment.username}</strong>{" "}
                  <time dateTime={comment.createdAt}>{dateFormat.format(new Date(comment.createdAt))}</time>
                </p>
                <p className="short-post-comments__text">{comment.text}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {total > comments.length ? (
        <p className="short-post-comments__more">
          Showing the first {comments.length} of {total} comments.
        </p>
      ) : null}
    </section>
  );
}
