import type { UseMutationResult } from "@tanstack/react-query";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { useViewer } from "@/lib/data/auth";
import { isLoggedOut, toastFailure } from "./failure-toast";
import "./like-button.css";

export interface LikeButtonProps {
  kind: ItemKind;
  liked: boolean;
  count: number;
  /** The page's own abbreviation of the count (SPEC section 9). */
  format: (count: number) => string;
  /** Whether the count reads "12 likes" rather than "12". */
  withWord?: boolean;
  /** The kind's like mutation (POST /api/{kind}/like/{id}). */
  toggle: UseMutationResult<unknown, Error, void>;
  className?: string;
}

/**
 * Like/Unlike for one item, with its count; liked shows in the lighter blue (SPEC section 4).
 * Guests see the count, not a button, and the kind's message.
 */
export function LikeButton({ kind, liked, count, format, withWord = false, toggle, className }: LikeButtonProps) {
  const { loggedIn } = useViewer();
  const guestMessage = ITEM_KINDS[kind].guest.like;

  const click = async () => {
    // One like at a time: a second click would only take the first back.
    if (toggle.isPending) return;
    try {
      await toggle.mutateAsync();
    } catch (error) {
      if (isLoggedOut(error)) window.alert(guestMessage);
      else toastFailure("Error toggling like", error);
    }
  };

  const exact = `${count} ${count === 1 ? "like" : "likes"}`;
  return (
    <div className={className ? `like-button ${className}` : "like-button"}>
      {loggedIn ? (
        <button
          type="button"
          className="like-button__toggle"
          aria-pressed={liked}
          aria-busy={toggle.isPending}
          onClick={() => void click()}
        >
          {liked ? "Unlike" : "Like"}
        </button>
      ) : null}
      <span className="like-button__count" aria-label={exact}>
        <span aria-hidden="true">♥</span> {format(count)}
        {withWord ? ` ${count === 1 ? "like" : "likes"}` : null}
      </span>
      {loggedIn ? null : <p className="like-button__guest">{guestMessage}</p>}
    </div>
  );
}
