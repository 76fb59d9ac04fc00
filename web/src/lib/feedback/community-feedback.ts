import { toast } from "@/lib/feedback/toast";

/** SPEC section 9: toasts of the home page's community sections stay 5000 ms (the app-wide default is 3000). */
export const HOME_TOAST_MS = 5000;

/** Toasts of the community forms and the owner's moderation, shown for HOME_TOAST_MS. */
export const communityToast = {
  success: (message: string) => toast.success(message, { autoClose: HOME_TOAST_MS }),
  error: (message: string) => toast.error(message, { autoClose: HOME_TOAST_MS }),
};

/** What one call tells when it is done, or when it failed. */
export interface OutcomeMessages {
  done: string;
  failed: string;
}

/**
 * Toasts how one call ended, `failed` logged with its error. It waits on the call's own promise, so the toast
 * shows even when the button that made the call is gone by then, or a later call overlapped it.
 */
export async function toastOutcome(call: Promise<unknown>, { done, failed }: OutcomeMessages): Promise<void> {
  try {
    await call;
    communityToast.success(done);
  } catch (error) {
    console.error(failed, error);
    communityToast.error(failed);
  }
}
