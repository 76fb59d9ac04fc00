import { CODE_RULES } from "@contract/limits";

/** SPEC section 9: confirm and forgot flows leave for /login after 2 s. */
export const REDIRECT_DELAY_MS = 2000;

/** The server refuses a new code sooner than this, so the button waits as long. */
export const RESEND_COOLDOWN_SECONDS = CODE_RULES.resendCooldownSeconds;
