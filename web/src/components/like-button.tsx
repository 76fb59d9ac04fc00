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
  /** Likes and boosts from the fediverse (issue 23), told beside our own count, never added to it. */
  fediverse?: { likes: number; boosts: number };
  /** Likes and reposts from other sites' webmentions (issue 37), told the same way. */
  web?: { likes: number; reposts: number };
  className?: string;
}

/** "3 likes and 2 boosts from the fediverse": the counts that are not 0, each word plural unless 1; null for none. */
function reactionsText(counts: [number, string][], from: string): string | null {
  const parts = counts.filter(([count]) => count > 0).map(([count, word]) => `${count} ${word}${count === 1 ? "" : "s"}`);
  return parts.length > 0 ? `${parts.join(" and ")} from ${from}` : null;
}

/** "3 likes and 2 boosts from the fediverse", "1 boost from the fediverse", or null when there is neither. */
export const fediverseReactionsText = ({ likes, boosts }: { likes: number; boosts: number }) =>
  reactionsText([[likes, "like"], [boosts, "boost"]], "the fediverse");

/** "3 likes and 1 repost from the web" (webmentions, issue 37), or null when there is neither. */
export const webReactionsText = ({ likes, reposts }: { likes: number; reposts: number }) =>
  reactionsText([[likes, "like"], [reposts, "repost"]], "the web");

/**
 * Like/Unlike for one item, with its count; liked shows in the lighter blue (SPEC section 4).
 * Guests see the count, not a button, and the kind's message.
 */
export function LikeButton({ kind, liked, count, format, withWord = false, toggle, fediverse, web, className }: LikeButtonProps) {
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
  const fromFediverse = fediverse ? fediverseReactionsText(fediverse) : null;
  const fromWeb = web ? webReactionsText(web) : null;
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
      {fromFediverse ? <span className="like-button__fediverse">{fromFediverse}</span> : null}
      {fromWeb ? <span className="like-button__fediverse">{fromWeb}</span> : null}
      {loggedIn ? null : <p className="like-button__guest">{guestMessage}</p>}
    </div>
  );
}
