import type { UseMutationResult } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/feedback/toast";
import type { Comment, CommentRequest } from "@contract/comments";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { WEB_SERVER_LABEL } from "@contract/webmentions";
import { useViewer } from "@/lib/data/auth";
import { DELETE_COMMENT_QUESTION, mayDeleteComment } from "@/lib/utils/comment-permissions";
import { formatDateTime } from "@/lib/utils/format-date";
import { usePendingIds } from "@/lib/hooks/use-pending-ids";
import { remoteAvatarSrc } from "@/lib/utils/remote-author";
import { threaded } from "@/lib/utils/comment-threads";
import { Avatar, DEFAULT_AVATAR } from "./avatar";
import { ContentWarning } from "./content-warning";
import { NextPageButton } from "./load-more-button";
import { isLoggedOut, toastFailure } from "./failure-toast";
import { RemoteAuthorName, ViaServer } from "./remote-author";
import "./comment-list.css";

// The owner's answer box loads when the owner opens it: no reader's item page carries it.
// Only comments from the fediverse or an import need these: their own chunks keep every item page's first load small.
const RemoteImages = lazy(() => import("./remote-images").then((module) => ({ default: module.RemoteImages })));
const ImportedMark = lazy(() => import("./imported-mark").then((module) => ({ default: module.ImportedMark })));
const FediverseReplyForm = lazy(() => import("./fediverse-reply-form").then((module) => ({ default: module.FediverseReplyForm })));

export interface CommentListProps {
  kind: ItemKind;
  /** The comments loaded so far, in the order to show. */
  comments: Comment[];
  /** The kind's delete mutation (DELETE /api/{kind}/comment/{id}/{commentId}), given the comment's id. */
  remove: UseMutationResult<unknown, Error, string>;
  /** The kind's comment mutation: with it, the owner may answer a comment from the fediverse (issue 23). */
  add?: UseMutationResult<unknown, Error, CommentRequest>;
  /** More comments exist than are loaded; "Load more" fetches the next page. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  emptyText?: string;
  /** Post details: the list scrolls inside 300 px (SPEC section 9), with smaller entries. */
  compact?: boolean;
  /** Random posts: the default placeholder avatar is not shown (SPEC section 2). */
  hideDefaultAvatar?: boolean;
}

/** An item's comments with their Delete buttons, and "Load more" while there are more. */
export function CommentList({
  kind,
  comments,
  remove,
  add,
  hasMore,
  loadingMore,
  onLoadMore,
  emptyText = "No comments yet.",
  compact = false,
  hideDefaultAvatar = false,
}: CommentListProps) {
  const viewer = useViewer();
  const deleting = usePendingIds();
  // The fediverse comment the owner is answering, if any: one box at a time.
  const [answering, setAnswering] = useState<string | null>(null);
  const items = useRef<HTMLUListElement>(null);
  // Where the next page starts, so keyboard users land on the first comment it brought.
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || loadingMore) return;
    firstNew.current = null;
    items.current?.querySelectorAll<HTMLElement>(":scope > li")[index]?.focus();
  }, [comments.length, loadingMore]);

  const confirmDelete = (comment: Comment) => {
    if (deleting.has(comment._id) || !window.confirm(DELETE_COMMENT_QUESTION)) return;
    void deleting.track(comment._id, async () => {
      try {
        await remove.mutateAsync(comment._id);
        toast.success("Comment deleted!");
      } catch (error) {
        if (isLoggedOut(error)) window.alert(ITEM_KINDS[kind].guest.deleteComment);
        else toastFailure("Error deleting comment", error);
      }
    });
  };

  const loadMore = () => {
    firstNew.current = comments.length;
    onLoadMore();
  };

  const avatarSize = compact ? 36 : 40;
  return (
    <div className={compact ? "comment-list-wrap comment-list-wrap--compact" : "comment-list-wrap"}>
      {comments.length === 0 ? (
        <p className="comment-list__empty">{emptyText}</p>
      ) : (
        // Focusable when it scrolls, so keyboard users can scroll it.
        <ul ref={items} className="comment-list" aria-label="Comments" tabIndex={compact ? 0 : undefined}>
          {threaded(comments).map(({ comment, nested }) => {
            const date = formatDateTime(comment.createdAt);
            const { fediverse, replyTo } = comment;
            // A fediverse author's picture comes from their server: shown only when it is https.
            const avatar = fediverse ? remoteAvatarSrc(fediverse.avatar) : comment.profileImage;
            // A reply from a web page has no fediverse account to send an answer to.
            const answerable = viewer.isOwner && fediverse && fediverse.server !== WEB_SERVER_LABEL && add;
            return (
              <li key={comment._id} className={nested ? "comment-list__item comment-list__item--nested" : "comment-list__item"} tabIndex={-1}>
                {hideDefaultAvatar && (!avatar || avatar === DEFAULT_AVATAR) ? null : <Avatar src={avatar} alt="" size={avatarSize} />}
                <div className="comment-list__body">
                  <p className="comment-list__meta">
                    {fediverse ? (
                      <>
                        <RemoteAuthorName author={fediverse} /> <ViaServer server={fediverse.server} />
                      </>
                    ) : (
                      <strong>{comment.username}</strong>
                    )}{" "}
                    {comment.imported ? (
                      <Suspense fallback={null}>
                        <ImportedMark authorUrl={comment.imported.authorUrl} />
                      </Suspense>
                    ) : null}
                    {/* A date that cannot be read shows nothing, rather than breaking the whole list. */}
                    {date ? <time dateTime={comment.createdAt}>{date}</time> : null}
                  </p>
                  {replyTo ? (
                    <p className="comment-list__reply-to">
                      <span aria-hidden="true">↪</span> replying to {replyTo.handle}
                    </p>
                  ) : null}
                  <ContentWarning warning={comment.contentWarning}>
                    {comment.text ? <p className="comment-list__text">{comment.text}</p> : null}
                    {comment.images?.length ? (
                      <Suspense fallback={null}>
                        <RemoteImages images={comment.images} />
                      </Suspense>
                    ) : null}
                  </ContentWarning>
                  {answerable && answering === comment._id ? (
                    <Suspense fallback={null}>
                      <FediverseReplyForm commentId={comment._id} handle={fediverse.handle} add={add} onDone={() => setAnswering(null)} />
                    </Suspense>
                  ) : null}
                </div>
                {answerable && answering !== comment._id ? (
                  <button
                    type="button"
                    className="button button--small comment-list__reply"
                    aria-label={`Reply to ${fediverse.handle}`}
                    onClick={() => setAnswering(comment._id)}
                  >
                    Reply
                  </button>
                ) : null}
                {/* An imported comment's name is no account's here, even where a member has the same one. */}
                {(comment.imported ? viewer.isOwner : mayDeleteComment(viewer, comment.username)) ? (
                  <button
                    type="button"
                    className="button button--small button--danger comment-list__delete"
                    aria-label={`Delete comment by ${comment.username}`}
                    aria-busy={deleting.has(comment._id)}
                    onClick={() => confirmDelete(comment)}
                  >
                    {deleting.has(comment._id) ? "Deleting..." : "Delete"}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <NextPageButton
        query={{ hasNextPage: hasMore, isFetching: loadingMore, isFetchingNextPage: loadingMore, fetchNextPage: loadMore }}
        className="comment-list__more"
      />
    </div>
  );
}
