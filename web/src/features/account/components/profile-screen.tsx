import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { profileImageUrl } from "@/api/users";
import { Avatar } from "@/components/avatar";
import { FormMessage } from "@/components/form-message";
import { usePageMeta } from "@/lib/render/page-meta";
import { clearSessionToken } from "@/lib/data/session-token";
import { profileQueryOptions } from "@/lib/data/auth";
import { useTimeout } from "../hooks/use-timeout";
import { errorMessage } from "../lib/error-message";
import { REDIRECT_DELAY_MS } from "../lib/timing";
import "../account.css";
import { DeleteAccountSection } from "./delete-account-section";
import { ProfileImageUpload } from "./profile-image-upload";
import { ProfileStats } from "./profile-stats";

// Its own chunk: the profile's first load stays as it was (tests/build/bundle-budget.test.ts).
const EmailChoicesSection = lazy(() => import("./email-choices-section"));
// Second factors, with the QR code and WebAuthn libraries: their own chunk, like the email choices.
const SecuritySection = lazy(() => import("./security-section"));
const SessionsSection = lazy(() => import("./sessions-section"));
const MyDataSection = lazy(() => import("./my-data-section"));

const LOAD_FAILED = "Could not load your profile. Please log in again.";

export function ProfileScreen() {
  usePageMeta({ title: "Profile", description: "Your profile, followers and score." });
  const navigate = useNavigate();
  const later = useTimeout();
  const profile = useQuery(profileQueryOptions());
  // Set after an upload: the image address never changes, so only a new query string beats the browser cache.
  const [imageVersion, setImageVersion] = useState<number | undefined>(undefined);

  // A failed refresh behind a profile already shown is not a reason to log anybody out.
  const failure = profile.isLoadingError
    ? errorMessage(profile.error, LOAD_FAILED)
    : profile.data?.success === false
      ? profile.data.message
      : null;

  useEffect(() => {
    if (failure === null) return;
    // The stored token said "logged in" and the server disagrees: the token is stale.
    clearSessionToken();
    later(() => void navigate({ to: "/login", replace: true }), REDIRECT_DELAY_MS);
  }, [failure, later, navigate]);

  if (failure !== null) {
    return (
      <div className="account-page">
        <FormMessage error={failure} />
      </div>
    );
  }

  if (!profile.data?.success) {
    return (
      <div className="account-page">
        <p className="account-loading" role="status">
          Loading...
        </p>
      </div>
    );
  }

  const { user } = profile.data;
  const uploaded = () => setImageVersion(Date.now());

  return (
    <div className="account-page">
      <article className="account-profile" aria-labelledby="profile-name">
        <div className="account-profile__identity">
          {/* The name is right beside it, so the image adds nothing for screen readers. */}
          <Avatar className="account-avatar" src={profileImageUrl(user.username, imageVersion)} alt="" size={128} />
          <div className="account-profile__names">
            <h1 className="account-profile__name" id="profile-name">
              {user.name || user.username}
            </h1>
            <p className="account-profile__username">@{user.username}</p>
            <p className="account-profile__email">{user.email}</p>
          </div>
        </div>
        <ProfileStats followers={user.followers} following={user.following} score={user.score} />
        <ProfileImageUpload onUploaded={uploaded} />
        <Suspense fallback={null}>
          <EmailChoicesSection isOwner={user.isOwner} />
        </Suspense>
        <Suspense fallback={null}>
          <SecuritySection />
        </Suspense>
        <Suspense fallback={null}>
          <SessionsSection />
        </Suspense>
        <Suspense fallback={null}>
          <MyDataSection />
        </Suspense>
        {/* The owner account cannot be deleted (the API refuses too), so the owner never sees the offer. */}
        {user.isOwner ? null : <DeleteAccountSection />}
      </article>
    </div>
  );
}
