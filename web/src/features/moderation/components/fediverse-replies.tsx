import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { RemoteAuthorName, RemoteAvatar, ViaServer } from "@/components/remote-author";
import { useViewer } from "@/lib/data/auth";
import { formatDateTime } from "@/lib/utils/format-date";
import { itemRoute } from "@/lib/utils/item-paths";
import { fediverseRepliesQueryOptions } from "../api/fediverse-replies-queries";
import { useApproveFediverseReply, useDeleteFediverseReply } from "../api/fediverse-reply-mutations";
import { cardHeadingLevel, ModerationButton, ModerationPanel, PanelBody, type PanelHeadingLevel } from "./moderation-panel";
import { NextPageButton } from "@/components/next-page-button";

function FediverseReplyList({ headingLevel }: { headingLevel: PanelHeadingLevel }) {
  const query = useInfiniteQuery(fediverseRepliesQueryOptions());
  const approve = useApproveFediverseReply();
  const remove = useDeleteFediverseReply();
  const replies = query.data?.pages.flatMap((page) => page.replies) ?? [];
  const Author = cardHeadingLevel(headingLevel) === 3 ? "h3" : "h4";

  return (
    <ModerationPanel
      title="Fediverse replies"
      count={query.isPending || query.isError || query.hasNextPage ? undefined : replies.length}
      headingLevel={headingLevel}
      anchor="fediverse-replies"
    >
      <PanelBody isPending={query.isPending} isError={query.isError} isEmpty={replies.length === 0} what="fediverse replies">
        <ul className="mod-list">
          {replies.map((reply) => {
            const date = formatDateTime(reply.createdAt);
            const busy = approve.isBusy(reply._id) || remove.isBusy(reply._id);
            return (
              <li key={reply._id}>
                <article className="mod-message mod-fediverse">
                  <div className="mod-fediverse__author">
                    <RemoteAvatar author={reply.author} size={40} />
                    <Author className="mod-message__subject">
                      <RemoteAuthorName author={reply.author} /> <ViaServer server={reply.author.server} />
                    </Author>
                  </div>
                  {/* Plain text: whatever markup the remote server sent was stripped before it was stored. */}
                  <p className="mod-message__text">{reply.text}</p>
                  <p className="mod-message__from">
                    <span>
                      On{" "}
                      <Link to={itemRoute(reply.kind)} params={{ id: reply.itemId }}>
                        {reply.itemTitle || "an item"}
                      </Link>
                    </span>
                    {date ? <time dateTime={reply.createdAt}>{date}</time> : null}
                  </p>
                  <div className="mod-message__actions">
                    <ModerationButton primary label={`Approve reply by ${reply.author.handle}`} busy={busy} onClick={() => void approve.run(reply)}>
                      Approve
                    </ModerationButton>
                    <ModerationButton danger label={`Delete reply by ${reply.author.handle}`} busy={busy} onClick={() => void remove.run(reply)}>
                      Delete
                    </ModerationButton>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
        <NextPageButton query={query} className="mod-fediverse__more" />
      </PanelBody>
    </ModerationPanel>
  );
}

/**
 * Replies from the fediverse to the owner's items (issue 23): each waits here until approved, when it shows under its
 * item as a comment, or deleted. Nothing for anybody else.
 */
export function FediverseReplies({ headingLevel = 2 }: { headingLevel?: PanelHeadingLevel }) {
  const { isOwner } = useViewer();
  return isOwner ? <FediverseReplyList headingLevel={headingLevel} /> : null;
}
