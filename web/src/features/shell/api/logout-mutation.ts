import { useMutation } from "@tanstack/react-query";
import { logout } from "@/api/logout";
import { clearSessionToken } from "@/lib/data/session-token";

/**
 * POST /api/logout, then a full reload to / so every screen and cached answer starts again as a guest. The stored
 * token is only a UI hint: it is cleared even when the call fails, so the visitor is never stuck "logged in".
 */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.error("Logout failed", error),
    onSettled: () => {
      clearSessionToken();
      window.location.assign("/");
    },
  });
}
