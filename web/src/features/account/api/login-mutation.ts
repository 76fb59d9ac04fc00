import { useMutation } from "@tanstack/react-query";
import { login } from "@/api/auth";
import { storeSessionToken } from "@/lib/data/session-token";

export interface Credentials {
  email: string;
  password: string;
}

/**
 * POST /api/login. The session is the cookie the answer sets; its token is only the UI hint. A full reload
 * follows, so every screen and every cached answer starts again from the new session (SPEC section 4). An account
 * with a second factor answers its second step instead (second-step.tsx).
 */
/** Keeps the UI hint and reloads into the new session. */
export function signedIn(token: string) {
  storeSessionToken(token);
  window.location.assign("/");
}

export function useLogin() {
  return useMutation({
    mutationFn: ({ email, password }: Credentials) => login(email, password),
    onSuccess: (answer) => {
      // An account with a second factor has no session yet: the login screen shows its second step.
      if ("secondFactor" in answer) return;
      signedIn(answer.token);
    },
  });
}
