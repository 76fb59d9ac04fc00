import { useQuery } from "@tanstack/react-query";
import { useViewer } from "@/lib/data/auth";
import { formatDateTime } from "@/lib/utils/format-date";
import { contactMessagesQueryOptions } from "@/lib/data/moderation-queries";
import { useDeleteContactMessage } from "../api/moderation-mutations";
import {
  cardHeadingLevel,
  ModerationButton,
  ModerationPanel,
  PanelBody,
  type PanelHeadingLevel,
} from "./moderation-panel";

function ContactMessageList({ headingLevel }: { headingLevel: PanelHeadingLevel }) {
  const { data, isPending, isError } = useQuery(contactMessagesQueryOptions());
  const remove = useDeleteContactMessage();
  const Subject = cardHeadingLevel(headingLevel) === 3 ? "h3" : "h4";

  const body = (
    <PanelBody isPending={isPending} isError={isError} isEmpty={data?.length === 0} what="contact messages">
      <ul className="mod-list">
        {(data ?? []).map((message) => {
          const date = formatDateTime(message.createdAt);
          return (
            <li key={message._id}>
              <article className="mod-message">
                <Subject className="mod-message__subject">{message.subject}</Subject>
                <p className="mod-message__from">
                  <span>{message.name}</span>
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                  {date ? <time dateTime={message.createdAt}>{date}</time> : null}
                </p>
                <p className="mod-message__text">{message.message}</p>
                <div className="mod-message__actions">
                  <ModerationButton
                    danger
                    label={`Delete message "${message.subject}" from ${message.name}`}
                    busy={remove.isBusy(message._id)}
                    onClick={() => void remove.run(message._id)}
                  >
                    Delete
                  </ModerationButton>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </PanelBody>
  );

  return (
    <ModerationPanel
      title="Contact messages"
      count={data && !isError ? data.length : undefined}
      headingLevel={headingLevel}
      anchor="contact-messages"
    >
      {body}
    </ModerationPanel>
  );
}

/** The owner's contact messages, to read and delete; nothing for anybody else (they hold senders' emails). */
export function ContactMessages({ headingLevel = 2 }: { headingLevel?: PanelHeadingLevel }) {
  const { isOwner } = useViewer();
  return isOwner ? <ContactMessageList headingLevel={headingLevel} /> : null;
}
