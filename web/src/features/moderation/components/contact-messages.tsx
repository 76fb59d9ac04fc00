import { useQuery } from "@tanstack/react-query";
import { useViewer } from "@/lib/data/auth";
import { formatDateTime } from "@/lib/utils/format-date";
import { contactMessagesQueryOptions } from "@/lib/data/moderation-queries";
import { useDeleteContactMessage, useMarkContactHandled, useMarkContactWaiting } from "../api/moderation-mutations";
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
  const markHandled = useMarkContactHandled();
  const markWaiting = useMarkContactWaiting();
  const Subject = cardHeadingLevel(headingLevel) === 3 ? "h3" : "h4";

  const body = (
    <PanelBody isPending={isPending} isError={isError} isEmpty={data?.length === 0} what="contact messages">
      <ul className="mod-list">
        {(data ?? []).map((message) => {
          const date = formatDateTime(message.createdAt);
          const busy = remove.isBusy(message._id) || markHandled.isBusy(message._id) || markWaiting.isBusy(message._id);
          const toggle = message.handled ? markWaiting : markHandled;
          return (
            <li key={message._id}>
              <article className={message.handled ? "mod-message mod-message--handled" : "mod-message"}>
                <Subject className="mod-message__subject">{message.subject}</Subject>
                {message.handled ? <p className="mod-message__handled">Handled</p> : null}
                <p className="mod-message__from">
                  <span>{message.name}</span>
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                  {date ? <time dateTime={message.createdAt}>{date}</time> : null}
                </p>
                <p className="mod-message__text">{message.message}</p>
                <div className="mod-message__actions">
                  <ModerationButton
                    primary={!message.handled}
                    label={`Mark message "${message.subject}" from ${message.name} as ${message.handled ? "waiting" : "handled"}`}
                    busy={busy}
                    onClick={() => void toggle.run(message._id)}
                  >
                    {message.handled ? "Mark as waiting" : "Mark as handled"}
                  </ModerationButton>
                  <ModerationButton
                    danger
                    label={`Delete message "${message.subject}" from ${message.name}`}
                    busy={busy}
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
      // What still waits: handled messages stay in the list but are not counted.
      count={data && !isError ? data.filter((message) => !message.handled).length : undefined}
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
