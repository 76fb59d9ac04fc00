/**
 * The signup's secret (POST /api/signup's `signupToken`), kept in this browser until the email is confirmed:
 * sent with the code, it shows that whoever confirms is whoever signed up. Another browser gives the
 * password instead. Kept per email, in handlers only (house style rule 11: nothing here runs during render).
 */
const keyFor = (email: string) => `signup-proof:${email.trim().toLowerCase()}`;

export function storeSignupProof(email: string, token: string): void {
  try {
    window.localStorage.setItem(keyFor(email), token);
  } catch {
    // Storage refused (private mode, full): the confirm page then asks for the password instead.
  }
}

export function readSignupProof(email: string): string | undefined {
  try {
    return window.localStorage.getItem(keyFor(email)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetSignupProof(email: string): void {
  try {
    window.localStorage.removeItem(keyFor(email));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
