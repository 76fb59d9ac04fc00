import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { fetchProfile } from "@/api/profile";
import { hasSessionToken } from "./session-token";

/** The signed-in user; `success: false` means guest (SPEC section 4). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ["profile"],
    queryFn: ({ signal }) => fetchProfile(signal),
  });

// Another tab logging in or out fires "storage"; this tab's own changes are picked up on the next
// render, which every route change causes for the sidebar.
function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/** Whether a session token is stored: the UI hint that decides Login/Signup versus Logout. */
export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, hasSessionToken, () => false);
}

export interface Viewer {
  /** The stored token says so; the server may still disagree. */
  loggedIn: boolean;
  /** Owner controls show from the profile answer's flag; the API decides on its own for every call. */
  isOwner: boolean;
}

/**
 * Who is looking, for showing controls. Guests never ask for the profile, so a visitor without a
 * session makes no call that is bound to fail.
 */
export function useViewer(): Viewer {
  const loggedIn = useSessionHint();
  const { data } = useQuery({ ...profileQueryOptions(), enabled: loggedIn });
  return { loggedIn, isOwner: loggedIn && data?.success === true && data.user.isOwner };
}
