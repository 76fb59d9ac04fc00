import { useMutation } from "@tanstack/react-query";
import { login } from "@/api/auth";
import { storeSessionToken } from "@/lib/data/session-token";

export interface Credentials {
  email: string;
  password: string;
}

/**
 * POST /api/login. The session is the cookie the answer sets; its token is only the UI hint. A full reload
 * follows, so every screen and every cached answer starts again from the new session (SPEC section 4).
 */
export function useLogin() {
  return useMutation({
    mutationFn: ({ email, password }: Credentials) => login(email, password),
    onSuccess: (answer) => {
      storeSessionToken(answer.token);
      window.location.assign("/");
    },
  });
}
