import { USERNAME_PATTERN } from "@contract/account-rules";
import type { InboxComment } from "@contract/moderation-schemas";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Avatar } from "@/components/avatar";
import { RemoteAuthorName, RemoteAvatar } from "@/components/remote-author";
import { formatDateTime } from "@/lib/utils/format-date";
import { DELETE_COMMENT_QUESTION } from "@/lib/utils/comment-permissions";
import { itemRoute } from "@/lib/utils/item-paths";
import { useDeleteInboxComment, useSetCommenting } from "../api/comment-inbox-mutations";
import { inboxCommentsQueryOptions } from "../api/comment-inbox-queries";
import { ModerationButton, ModerationPanel, PagedCards, PanelBody } from "./moderation-panel";

/** Who wrote it: a member's page, a fediverse author's own profile, or the plain name of a deleted account. */
function Author({ comment }: { comment: InboxComment }) {
  if (comment.fediverse) return <RemoteAuthorName author={comment.fediverse} />;
  if (!USERNAME_PATTERN.test(comment.username)) return <strong>{comment.username}</strong>;
  return (
    <Link to="/id/$username" params={{ username: comment.username }}>
      <strong>{comment.username}</strong>
    </Link>
  );
}

/** What the comment is on, linked. */
function Place({ on }: { on: InboxComment["on"] }) {
  if (on.type === "item") {
    return (
      <Link to={itemRoute(on.kind)} params={{ id: on.itemId }}>
        {on.title || "an item"}
      </Link>
    );
  }
  return (
    <Link to="/" hash="comments">
      {on.type === "home" ? "the home page" : "a home page comment"}
    </Link>
  );
}

/**
 * Every comment and reply on the site, newest first (issue 32): the owner deletes one here as on its own page, and
 * can turn a member's commenting off (or back on) beside their name.
 */
export function RecentComments() {
  const query = useInfiniteQuery(inboxCommentsQueryOptions());
  const remove = useDeleteInboxComment();
  const commenting = useSetCommenting();
  const comments = query.data?.pages.flatMap((page) => page.comments) ?? [];

  const confirmDelete = (comment: InboxComment) => {
    if (window.confirm(DELETE_COMMENT_QUESTION)) void remove.run(comment);
  };

  return (
    <ModerationPanel title="Recent comments" headingLevel={2} anchor="recent-comments">
      <PanelBody isPending={query.isPending} isError={query.isError} isEmpty={comments.length === 0} what="comments" empty="No comments yet.">
        <PagedCards query={query}>
          {comments.map((comment) => {
            const date = formatDateTime(comment.createdAt);
            const muted = comment.authorCommentingDisabled;
            return (
              <li key={`${comment.on.type}-${comment._id}`}>
                <article className="mod-message mod-comment">
                  <div className="mod-comment__author">
                    {comment.fediverse ? <RemoteAvatar author={comment.fediverse} size={32} /> : <Avatar src={comment.profileImage} alt="" size={32} />}
                    <h3 className="mod-comment__name">
                      <Author comment={comment} />
                    </h3>
                    {muted ? <span className="mod-comment__muted">Commenting off</span> : null}
                  </div>
                  <p className="mod-message__text">{comment.text}</p>
                  <p className="mod-message__from">
                    <span>
                      {comment.on.type === "reply" ? "Reply on " : "On "}
                      <Place on={comment.on} />
                    </span>
                    {date ? <time dateTime={comment.createdAt}>{date}</time> : null}
                  </p>
                  <div className="mod-message__actions">
                    <ModerationButton
                      danger
                      label={`Delete comment by ${comment.username}`}
                      busy={remove.isBusy(comment._id)}
                      onClick={() => confirmDelete(comment)}
                    >
                      Delete
                    </ModerationButton>
                    {muted === undefined ? null : (
                      <ModerationButton
                        label={`Turn commenting ${muted ? "on" : "off"} for ${comment.username}`}
                        busy={commenting.isBusy(comment.username)}
                        onClick={() => void commenting.run(comment.username, !muted)}
                      >
                        {muted ? "Turn commenting on" : "Turn commenting off"}
                      </ModerationButton>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </PagedCards>
      </PanelBody>
    </ModerationPanel>
  );
}
