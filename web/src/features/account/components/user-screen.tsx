import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { toast } from "@/lib/feedback/toast";
import { ApiError } from "@/api/client";
import { profileImageUrl } from "@/api/users";
import { Avatar } from "@/components/avatar";
import { usePageMeta } from "@/lib/render/page-meta";
import { profileQueryOptions } from "@/lib/data/auth";
import { loadFailurePath } from "@/lib/data/item-loader";
import { useSessionHint } from "@/lib/hooks/use-session-hint";
import { useFollowUser } from "../api/follow-mutation";
import { userQueryOptions } from "../api/user-query";
import "../account.css";
import { ProfileStats } from "./profile-stats";

const LOG_IN_FIRST = "Please log in first!";

/** A public user page (SPEC section 2: /id/{username}). */
export function UserScreen({ username }: { username: string }) {
  const navigate = useNavigate();
  const user = useQuery(userQueryOptions(username));
  const viewer = useQuery(profileQueryOptions());
  const hinted = useSessionHint();
  const shown = user.data?.user;
  usePageMeta({
    title: shown ? shown.name || shown.username : username,
    description: `${shown?.name || username}'s profile: followers, following and score.`,
  });

  useEffect(() => {
    // Only a first load counts: a failed refresh behind a page already shown leaves it in place.
    if (!user.isLoadingError) return;
    void navigate({ to: loadFailurePath(user.error), replace: true });
  }, [user.isLoadingError, user.error, navigate]);

  const follow = useFollowUser(username);

  if (!shown) {
    return (
      <div className="account-page">
        <p className="account-loading" role="status">
          Loading...
        </p>
      </div>
    );
  }

  // The profile call decides guest or not (SPEC section 4); until it answers, the stored hint stands in.
  const isGuest = viewer.data ? !viewer.data.success : !hinted;
  const isSelf = viewer.data?.success === true && viewer.data.user.username === shown.username;

  const clickFollow = () => {
    if (isGuest) {
      toast.error(LOG_IN_FIRST);
      return;
    }
    follow.mutate(shown.isFollowing ? "unfollow" : "follow", {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          toast.error(LOG_IN_FIRST);
          return;
        }
        console.error("Follow failed", error);
        toast.error(error instanceof ApiError ? error.message : "Something went wrong. Please try again.");
      },
    });
  };

  return (
    <div className="account-page">
      <article className="account-profile" aria-labelledby="user-name">
        <div className="account-profile__identity">
          {/* The name is right beside it, so the image adds nothing for screen readers. */}
          <Avatar className="account-avatar" src={profileImageUrl(shown.username)} alt="" size={128} />
          <div className="account-profile__names">
            <h1 className="account-profile__name" id="user-name">
              {shown.name || shown.username}
            </h1>
            <p className="account-profile__username">@{shown.username}</p>
          </div>
        </div>
        <ProfileStats followers={shown.followers} following={shown.following} score={shown.score} />
        {isSelf ? null : (
          <button
            className={`account-button account-profile__action${shown.isFollowing ? " account-button--ghost" : ""}`}
            type="button"
            onClick={clickFollow}
            disabled={follow.isPending}
          >
            {shown.isFollowing ? "Unfollow" : "Follow"}
          </button>
        )}
      </article>
    </div>
  );
}
