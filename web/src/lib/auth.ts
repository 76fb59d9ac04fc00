import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchProfile } from "@/api/profile";
import { useSessionHint } from "./use-session-hint";

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
