import { useMutation } from "@tanstack/react-query";
import { confirmEmail, resendConfirmation, signup } from "@/api/auth";
import { forgetSignupProof, readSignupProof, storeSignupProof } from "../lib/signup-proof";

/** POST /api/signup. The answer's secret is kept in this browser: confirming here then needs no password. */
export function useSignup() {
  return useMutation({
    mutationFn: signup,
    onSuccess: (answer, form) => storeSignupProof(form.email, answer.signupToken),
  });
}

export interface Confirmation {
  email: string;
  code: string;
  /** Empty when this browser kept the signup's secret. */
  password: string;
}

/**
 * POST /api/confirm. The code alone does not confirm: the signup's secret kept by this browser, or else the
 * password, shows that whoever confirms is whoever signed up. The secret is spent once the email is confirmed.
 */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: ({ email, code, password }: Confirmation) => {
      const signupToken = readSignupProof(email);
      return confirmEmail(email, code, { ...(signupToken ? { signupToken } : {}), ...(password ? { password } : {}) });
    },
    onSuccess: (_answer, { email }) => forgetSignupProof(email),
  });
}

/** POST /api/resend: a new confirmation code. */
export const useResendConfirmation = () => useMutation({ mutationFn: (email: string) => resendConfirmation(email) });
