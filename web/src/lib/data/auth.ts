import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchProfile } from "@/api/profile";
import { useSessionHint } from "@/lib/hooks/use-session-hint";

/** The signed-in user; `success: false` means guest (SPEC section 4). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ["profile"],
    queryFn: ({ signal }) => fetchProfile(signal),
  });

export interface Viewer {
  /** The stored token says so; the server may still disagree. */
  loggedIn: boolean;
  /** Owner controls show from the profile answer's flag; the API decides on its own for every call. */
  isOwner: boolean;
  /** The signed-in user's username once the profile has loaded: their own comments carry it. */
  username: string | null;
  /** The owner has turned this member's commenting off; comment boxes say so instead of offering a form. */
  commentingDisabled: boolean;
}

/**
 * Who is looking, for showing controls. Guests never ask for the profile, so a visitor without a
 * session makes no call that is bound to fail.
 */
export function useViewer(): Viewer {
  const loggedIn = useSessionHint();
  const { data } = useQuery({ ...profileQueryOptions(), enabled: loggedIn });
  const user = loggedIn && data?.success === true ? data.user : null;
  return { loggedIn, isOwner: user?.isOwner ?? false, username: user?.username ?? null, commentingDisabled: user?.commentingDisabled ?? false };
}
