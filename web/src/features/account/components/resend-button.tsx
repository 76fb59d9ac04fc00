import { RESEND_COOLDOWN_SECONDS } from "../lib/timing";
import { useCooldown } from "../hooks/use-cooldown";

interface ResendButtonProps {
  /** Resolves true when a new code went out; only then does the cooldown start. */
  onResend: () => Promise<boolean>;
  pending: boolean;
  disabled?: boolean;
}

export function ResendButton({ onResend, pending, disabled = false }: ResendButtonProps) {
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const waiting = cooldown.remaining > 0;
  const click = async () => {
    if (await onResend()) cooldown.start();
  };
  return (
    <button
      className="account-button account-button--ghost"
      type="button"
      onClick={() => void click()}
      disabled={disabled || pending || waiting}
    >
      {pending ? "Sending..." : waiting ? `Resend code (${cooldown.remaining}s)` : "Resend code"}
    </button>
  );
}
