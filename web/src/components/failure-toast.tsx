import { toast } from "@/lib/feedback/toast";
import { ApiError, refusalOf } from "@/api/client";
import "./failure-toast.css";

/** What the server said when it refused a request on its merits (a field message first); null for its own faults. */
export function refusalReason(error: unknown): string | null {
  const refused = refusalOf(error);
  return refused && (Object.values(refused.errors)[0] ?? refused.message);
}

/**
 * Logs a failed call and toasts the spec's message for it. With `withReason`, the server's reason for a
 * refusal (too long, too many comments in a minute...) is shown under it, so the user knows what to change.
 */
export function toastFailure(message: string, error: unknown, { withReason = false }: { withReason?: boolean } = {}): void {
  console.error(message, error);
  const reason = withReason ? refusalReason(error) : null;
  toast.error(
    reason ? (
      <span className="failure-toast">
        <strong className="failure-toast__title">{message}</strong>
        <span className="failure-toast__reason">{reason}</span>
      </span>
    ) : (
      message
    ),
  );
}

/** Whether a call was refused because the session is gone (the stored hint said logged in, the server did not). */
export const isLoggedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
