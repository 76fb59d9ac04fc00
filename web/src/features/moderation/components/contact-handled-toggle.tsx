import type { ContactMessage } from "@contract/community";
import { setContactHandled } from "@/api/moderation";
import { contactMessagesQueryOptions } from "@/lib/data/moderation-queries";
import { useModerationAction } from "../api/moderation-mutations";
import { ModerationButton } from "./moderation-panel";

/**
 * Mark as handled, or waiting again (PUT /api/contact/{id}/handled): the answer, the whole list, replaces the cached
 * one and the sidebar's count is asked again. Only the inbox page shows it (contact-messages.tsx says why).
 */
export function ContactHandledToggle({ message }: { message: ContactMessage }) {
  const { handled, _id, subject, name } = message;
  const toggle = useModerationAction(
    contactMessagesQueryOptions().queryKey,
    (id) => setContactHandled(id, !handled),
    handled
      ? { done: "Message marked as waiting", failed: "Error marking message as waiting" }
      : { done: "Message marked as handled", failed: "Error marking message as handled" },
  );
  return (
    <ModerationButton
      primary={!handled}
      // The name begins with the words on the button (WCAG 2.5.3), then says which message.
      label={`Mark as ${handled ? "waiting" : "handled"}: "${subject}" from ${name}`}
      busy={toggle.isBusy(_id)}
      onClick={() => void toggle.run(_id)}
    >
      {handled ? "Mark as waiting" : "Mark as handled"}
    </ModerationButton>
  );
}
