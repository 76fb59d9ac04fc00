import { useMutation } from "@tanstack/react-query";
import { forgotLink, forgotRequest, forgotResend, forgotReset, forgotVerify } from "@/api/auth";

/** POST /api/forgot-request: step 1, a code to the account's inbox. */
export const useRequestResetCode = () => useMutation({ mutationFn: (email: string) => forgotRequest(email) });

/** POST /api/forgot-link: the reset mail's one-time link, checked (not used) before step 3. */
export const useOpenResetLink = () => useMutation({ mutationFn: (token: string) => forgotLink(token) });

/** POST /api/forgot-resend */
export const useResendResetCode = () => useMutation({ mutationFn: (email: string) => forgotResend(email) });

/** POST /api/forgot-verify: step 2; its answer carries the token that step 3 needs. */
export const useVerifyResetCode = () =>
  useMutation({ mutationFn: ({ email, code }: { email: string; code: string }) => forgotVerify(email, code) });

export interface PasswordReset {
  email: string;
  newPassword: string;
  confirmPassword: string;
  /** From step 2's answer: it lets this browser, and only it, set the new password. */
  resetToken: string;
}

/** POST /api/forgot-reset: step 3. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ email, newPassword, confirmPassword, resetToken }: PasswordReset) =>
      forgotReset(email, newPassword, confirmPassword, resetToken),
  });
