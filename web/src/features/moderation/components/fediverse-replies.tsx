import { FEDIVERSE_AUDIENCE_LABELS, isPublicAudience } from "@contract/fediverse";
import type { FediverseReply } from "@contract/fediverse-schemas";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ContentWarning } from "@/components/content-warning";
import { RemoteAuthorName, RemoteAvatar, ViaServer } from "@/components/remote-author";
import { RemoteImages } from "@/components/remote-images";
import { useViewer } from "@/lib/data/auth";
import { formatDateTime } from "@/lib/utils/format-date";
import { itemRoute } from "@/lib/utils/item-paths";
import { fediverseRepliesQueryOptions } from "../api/fediverse-replies-queries";
import { useApproveFediverseReply, useDeleteFediverseReply } from "../api/fediverse-reply-mutations";
import { cardHeadingLevel, ModerationButton, ModerationPanel, PagedCards, PanelBody, type PanelHeadingLevel } from "./moderation-panel";
import { PrivateAnswerForm } from "./private-answer-form";

/**
 * Whom the reply was for, on every card (issue 31). A private one says plainly that it stays the owner's: the server
 * refuses to approve it, and the card offers no Approve.
 */
function Audience({ reply }: { reply: FediverseReply }) {
  const label = FEDIVERSE_AUDIENCE_LABELS[reply.audience];
  if (isPublicAudience(reply.audience)) {
    return <p className={`mod-audience mod-audience--${reply.audience}`}>{label}</p>;
  }
  return (
    <p className="mod-audience mod-audience--private">
      <strong>{label}</strong>: only you see this reply. It was not public, so it cannot be shown under the item.
    </p>
  );
}

function FediverseReplyList({ headingLevel }: { headingLevel: PanelHeadingLevel }) {
  const query = useInfiniteQuery(fediverseRepliesQueryOptions());
  const approve = useApproveFediverseReply();
  const remove = useDeleteFediverseReply();
  // The private reply the owner is answering, if any: one box at a time.
  const [answering, setAnswering] = useState<string | null>(null);
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
        <PagedCards query={query}>
          {replies.map((reply) => {
            const date = formatDateTime(reply.createdAt);
            const busy = approve.isBusy(reply._id) || remove.isBusy(reply._id);
            const isPrivate = !isPublicAudience(reply.audience);
            return (
              <li key={reply._id}>
                <article className={isPrivate ? "mod-message mod-fediverse mod-fediverse--private" : "mod-message mod-fediverse"}>
                  <div className="mod-fediverse__author">
                    <RemoteAvatar author={reply.author} size={40} />
                    <Author className="mod-message__subject">
                      <RemoteAuthorName author={reply.author} /> <ViaServer server={reply.author.server} />
                    </Author>
                  </div>
                  <Audience reply={reply} />
                  {/* Plain text: whatever markup the remote server sent was stripped before it was stored. */}
                  <ContentWarning warning={reply.sensitive ? reply.contentWarning : undefined}>
                    {reply.text ? <p className="mod-message__text">{reply.text}</p> : null}
                    <RemoteImages images={reply.images} />
                  </ContentWarning>
                  <p className="mod-message__from">
                    <span>
                      On{" "}
                      <Link to={itemRoute(reply.kind)} params={{ id: reply.itemId }}>
                        {reply.itemTitle || "an item"}
                      </Link>
                    </span>
                    {date ? <time dateTime={reply.createdAt}>{date}</time> : null}
                  </p>
                  {reply.answer ? (
                    <p className="mod-private-answer__sent">
                      <strong>You answered privately:</strong> {reply.answer.text}
                    </p>
                  ) : null}
                  {answering === reply._id ? <PrivateAnswerForm reply={reply} onDone={() => setAnswering(null)} /> : null}
                  <div className="mod-message__actions">
                    {isPrivate ? null : (
                      <ModerationButton primary label={`Approve reply by ${reply.author.handle}`} busy={busy} onClick={() => void approve.run(reply)}>
                        Approve
                      </ModerationButton>
                    )}
                    {isPrivate && !reply.answer && answering !== reply._id ? (
                      <ModerationButton primary label={`Answer privately to ${reply.author.handle}`} busy={busy} onClick={() => setAnswering(reply._id)}>
                        Answer privately
                      </ModerationButton>
                    ) : null}
                    <ModerationButton danger label={`Delete reply by ${reply.author.handle}`} busy={busy} onClick={() => void remove.run(reply)}>
                      Delete
                    </ModerationButton>
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

/**
 * Replies from the fediverse to the owner's items (issue 23): each waits here until approved, when it shows under its
 * item as a comment, or deleted. A private one (followers only, a private mention) can only be answered privately
 * or deleted (issue 31). Nothing for anybody else.
 */
export function FediverseReplies({ headingLevel = 2 }: { headingLevel?: PanelHeadingLevel }) {
  const { isOwner } = useViewer();
  return isOwner ? <FediverseReplyList headingLevel={headingLevel} /> : null;
}
