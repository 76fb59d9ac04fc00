import type { ContactMessage } from "@contract/community";
import { useQuery } from "@tanstack/react-query";
import type { ComponentType } from "react";
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

interface ContactMessagesProps {
  headingLevel?: PanelHeadingLevel;
  /**
   * Mark as handled and back (contact-handled-toggle.tsx), which the inbox page passes: the home page's copy of the
   * panel leaves it out, so every visitor of the home page does not download it.
   */
  HandledToggle?: ComponentType<{ message: ContactMessage }>;
}

function ContactMessageList({ headingLevel = 2, HandledToggle }: ContactMessagesProps) {
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
                {message.handled ? <p className="mod-message__handled">Handled</p> : null}
                <p className="mod-message__from">
                  <span>{message.name}</span>
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                  {date ? <time dateTime={message.createdAt}>{date}</time> : null}
                </p>
                <p className="mod-message__text">{message.message}</p>
                <div className="mod-message__actions">
                  {HandledToggle ? <HandledToggle message={message} /> : null}
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
      // What still waits: handled messages stay in the list but are not counted.
      count={data && !isError ? data.filter((message) => !message.handled).length : undefined}
      headingLevel={headingLevel}
      anchor="contact-messages"
    >
      {body}
    </ModerationPanel>
  );
}

/**
 * The owner's contact messages, to read, mark handled (on the inbox page) and delete; nothing for anybody else (they
 * hold senders' emails). A handled message stays, marked, and is no longer counted as waiting.
 */
export function ContactMessages(props: ContactMessagesProps) {
  const { isOwner } = useViewer();
  return isOwner ? <ContactMessageList {...props} /> : null;
}
