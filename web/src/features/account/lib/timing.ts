/** SPEC section 9: confirm and forgot flows leave for /login after 2 s. */
export const REDIRECT_DELAY_MS = 2000;

/** Keeps people from flooding their own inbox; the server may rate-limit on its own too. */
export const RESEND_COOLDOWN_SECONDS = 30;
