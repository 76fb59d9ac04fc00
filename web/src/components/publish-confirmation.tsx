import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { mailListLabel } from "@contract/subscriptions";
import { publishingAudienceQueryOptions } from "@/lib/data/item-queries";
import { formatScheduleTime } from "@/lib/utils/format-date";
import "./publish-form.css";

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/**
 * The one question before an item becomes public (issue 31): what will happen, with the figures the server counts
 * now (its subscribers by email, its fediverse followers), and when. Publishing is never a side effect of a key or
 * of a save: only the confirm button here publishes or schedules. Escape and Cancel go back to the form untouched.
 */
export function PublishConfirmation({
  kind,
  itemId,
  title,
  at,
  onConfirm,
  onCancel,
}: {
  kind: ItemKind;
  /** The saved item being published, if it has been saved before (a post is emailed once in its life). */
  itemId?: string;
  title: string;
  /** When it becomes public: an ISO time still to come for a schedule, null for now. */
  at: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const factsId = useId();
  const audience = useQuery(publishingAudienceQueryOptions(kind, itemId));
  // "new articles": the list a subscriber chose on their profile, as the unsubscribe page names it.
  const list = mailListLabel(`posts:${kind}`);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);

  const when = at ? formatScheduleTime(at) : null;
  const shownTitle = title.trim() || `this ${ITEM_KINDS[kind].label}`;
  const heading = when ? `Schedule “${shownTitle}” for ${when}?` : `Publish “${shownTitle}” now?`;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  let mail: string;
  let followers: string;
  if (audience.data) {
    const { subscribers, alreadyEmailed, dailyMailCapReached } = audience.data;
    if (alreadyEmailed) mail = "It is not emailed again: its subscribers were emailed when it was first published.";
    else if (dailyMailCapReached && !when) mail = "It is not emailed: today's allowance of new-post emails is spent.";
    else mail = `It is emailed to ${count(subscribers, "subscriber", "subscribers")} of ${list}${when ? " (as of now)" : ""}.`;
    followers = `It is sent to ${count(audience.data.followers, "fediverse follower", "fediverse followers")}${when ? " (as of now)" : ""}.`;
  } else if (audience.isError) {
    mail = `The number of subscribers could not be read: every subscriber of ${list} is emailed.`;
    followers = "Every fediverse follower is sent it.";
  } else {
    mail = "Counting subscribers…";
    followers = "Counting fediverse followers…";
  }

  return (
    <dialog
      ref={dialog}
      className="modal-dialog publish-confirmation"
      role="alertdialog"
      aria-labelledby={headingId}
      aria-describedby={factsId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={headingId} className="modal-dialog__title">
        {heading}
      </h2>
      <ul id={factsId} className="publish-confirmation__facts" aria-busy={audience.isPending}>
        <li>
          {when
            ? `On ${when} (${zone}) it becomes public: anyone can read it, in lists, search and feeds. Until then only you can see it.`
            : "It becomes public now: anyone can read it, in lists, search and feeds."}
        </li>
        <li>{mail}</li>
        <li>{followers}</li>
      </ul>
      <div className="publish-form__actions">
        <button type="button" className="button button--primary" disabled={audience.isPending} onClick={onConfirm}>
          {when ? "Schedule" : "Publish"}
        </button>
        <button type="button" className="button" onClick={onCancel} autoFocus>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
