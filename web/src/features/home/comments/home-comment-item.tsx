import { useInfiniteQuery, type UseMutationResult } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import type { HomeComment, Reply } from "@contract/community";
import { Avatar } from "@/components/avatar";
import type { Viewer } from "@/lib/data/auth";
import { communityToast, toastOutcome, type OutcomeMessages } from "@/lib/feedback/community-feedback";
import { DELETE_COMMENT_QUESTION, mayDeleteComment } from "@/lib/utils/comment-permissions";
import { formatDateTime } from "@/lib/utils/format-date";
import { CommentingDisabledNote } from "@/components/form-fields";
import { useDeleteHomeComment, useDeleteReply } from "../api/home-comment-mutations";
import { moreRepliesQueryOptions } from "../api/home-comments-queries";
import { HomeReplyForm } from "./home-reply-form";

const COMMENT_DELETE: OutcomeMessages = { done: "Comment deleted!", failed: "Error deleting comment" };
const REPLY_DELETE: OutcomeMessages = { done: "Reply deleted!", failed: "Error deleting reply" };

/**
 * Asks SPEC section 5's question, then deletes. The toast waits on the call itself, not on the component
 * that made it: the answer is the new list, which may take the entry (and its Delete button) away first.
 */
function confirmThenDelete<Variables>(
  remove: UseMutationResult<unknown, Error, Variables>,
  variables: Variables,
  messages: OutcomeMessages,
): void {
  if (window.confirm(DELETE_COMMENT_QUESTION)) void toastOutcome(remove.mutateAsync(variables), messages);
}

function Byline({ entry }: { entry: Reply }) {
  const date = formatDateTime(entry.createdAt);
  return (
    <p className="home-comment__meta">
      <strong className="home-comment__name">{entry.username}</strong>
      {date ? <time dateTime={entry.createdAt}>{date}</time> : null}
    </p>
  );
}

function ReplyItem({ commentId, reply, viewer }: { commentId: string; reply: Reply; viewer: Viewer }) {
  const remove = useDeleteReply();
  return (
    <article className="home-reply">
      <Avatar src={reply.profileImage} alt="" size={32} />
      <div className="home-comment__body">
        <Byline entry={reply} />
        <p className="home-comment__text">{reply.text}</p>
        {mayDeleteComment(viewer, reply.username) ? (
          <div className="home-comment__actions">
            <button
              type="button"
              className="button button--small button--danger"
              aria-label="Delete reply"
              onClick={() => confirmThenDelete(remove, { commentId, replyId: reply._id }, REPLY_DELETE)}
              disabled={remove.isPending}
            >
              {remove.isPending ? "Deleting..." : "Delete"}
            </button>
          </div>
        ) : null}
      </div>
    </article>
  );
}

const moreReplies = (count: number) => (count === 1 ? "1 more reply" : `${count} more replies`);

/**
 * The comment's replies: the list answer's first few, then, once asked for, the further pages from the
 * comment's cursor. Nothing is fetched until the visitor asks, or has replied (`reveal`): a new reply is the
 * thread's last, past the few the list carries, and its writer expects to see it.
 */
function useReplies(comment: HomeComment) {
  const cursor = comment.repliesCursor;
  const [wanted, setWanted] = useState(false);
  const more = useInfiniteQuery({ ...moreRepliesQueryOptions(comment._id, cursor ?? ""), enabled: wanted && cursor !== null });
  const fetched = wanted && cursor !== null ? (more.data?.pages.flatMap((page) => page.comments) ?? []) : [];
  // A reply written or deleted between two pages could otherwise show twice.
  const byId = new Map<string, Reply>();
  for (const reply of [...comment.replies, ...fetched]) if (!byId.has(reply._id)) byId.set(reply._id, reply);
  const replies = [...byId.values()];
  return {
    replies,
    hidden: Math.max(0, comment.replyCount - replies.length),
    canLoad: cursor !== null && (!wanted || more.isError || more.hasNextPage),
    loading: more.isFetching,
    failed: more.isError,
    reveal: () => setWanted(true),
    load() {
      if (!wanted) setWanted(true);
      else if (more.isError) void more.refetch();
      else void more.fetchNextPage();
    },
  };
}

/** One home comment: its text, its first few replies (oldest first), a Reply toggle and the Delete it allows. */
export function HomeCommentItem({ comment, viewer }: { comment: HomeComment; viewer: Viewer }) {
  const [replying, setReplying] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const replyFormId = `${useId()}-reply`;
  const remove = useDeleteHomeComment();
  const { replies, hidden, canLoad, loading, failed, load, reveal } = useReplies(comment);

  const onToggleReply = () => {
    if (!viewer.loggedIn) {
      communityToast.error("Please log in first!");
      return;
    }
    setReplying((open) => !open);
  };

  return (
    <article className="home-comment">
      <Avatar src={comment.profileImage} alt="" size={40} />
      <div className="home-comment__body">
        <Byline entry={comment} />
        <p className="home-comment__text">{comment.text}</p>
        <div className="home-comment__actions">
          <button
            ref={toggle}
            type="button"
            className="button button--small"
            aria-expanded={replying}
            aria-controls={replying ? replyFormId : undefined}
            onClick={onToggleReply}
          >
            Reply
          </button>
          {mayDeleteComment(viewer, comment.username) ? (
            <button
              type="button"
              className="button button--small button--danger"
              aria-label="Delete comment"
              onClick={() => confirmThenDelete(remove, comment._id, COMMENT_DELETE)}
              disabled={remove.isPending}
            >
              {remove.isPending ? "Deleting..." : "Delete"}
            </button>
          ) : null}
        </div>
        {replying && viewer.commentingDisabled ? <CommentingDisabledNote id={replyFormId} /> : null}
        {replying && !viewer.commentingDisabled ? (
          <HomeReplyForm
            id={replyFormId}
            commentId={comment._id}
            onSent={() => {
              setReplying(false);
              reveal();
              toggle.current?.focus();
            }}
          />
        ) : null}
        {replies.length > 0 ? (
          <ul className="home-comment__replies" aria-label={`Replies to ${comment.username}`}>
            {replies.map((reply) => (
              <li key={reply._id}>
                <ReplyItem commentId={comment._id} reply={reply} viewer={viewer} />
              </li>
            ))}
          </ul>
        ) : null}
        {hidden > 0 ? (
          <div className="home-comment__more">
            {canLoad ? (
              <button type="button" className="button button--small button--ghost" onClick={load} disabled={loading}>
                {loading ? "Loading..." : `Show ${moreReplies(hidden)}`}
              </button>
            ) : (
              <p>{moreReplies(hidden)}</p>
            )}
            {failed ? <p role="alert">Error fetching replies</p> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
