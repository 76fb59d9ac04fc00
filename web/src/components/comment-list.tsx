import type { Comment } from "@contract/comments";
import { Avatar } from "./avatar";
import "./comment-list.css";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The comments under an item, in the order given. */
export function CommentList({ comments, total }: { comments: Comment[]; total: number }) {
  if (comments.length === 0) return <p className="comment-list__empty">No comments yet.</p>;
  return (
    <>
      <ul className="comment-list">
        {comments.map((comment) => (
          <li key={comment._id} className="comment-list__item">
            <Avatar src={comment.profileImage} alt="" size={40} />
            <div className="comment-list__body">
              <p className="comment-list__meta">
                <strong>{comment.username}</strong>{" "}
                <time dateTime={comment.createdAt}>{dateFormat.format(new Date(comment.createdAt))}</time>
              </p>
              <p className="comment-list__text">{comment.text}</p>
            </div>
          </li>
        ))}
      </ul>
      {total > comments.length ? (
        <p className="comment-list__more">
          Showing the first {comments.length} of {total} comments.
        </p>
      ) : null}
    </>
  );
}
