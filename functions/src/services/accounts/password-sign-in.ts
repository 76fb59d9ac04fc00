import { DomainError } from "../domain-error";

/**
 * Checks an email and password with Firebase Auth's Identity Toolkit REST call, which the Auth emulator
 * serves too. The Admin SDK cannot check a password, so this is the one way to do it on the server.
 */
export function signInEndpoint(method = "signInWithPassword"): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator ? `http://${emulator}/identitytoolkit.googleapis.com` : "https://identitytoolkit.googleapis.com";
  // The Web API key is public (it ships in every Firebase web app); the emulator accepts any value.
  const key = process.env.WEB_API_KEY ?? (emulator ? "emulator" : "");
  if (!key) throw new Error("WEB_API_KEY is not set: add the project's Web API key to functions/.env.<project>.");
  return `${base}/v1/accounts:${method}?key=${encodeURIComponent(key)}`;
}

export type SignInResult = { ok: true; idToken: string; uid: string } | { ok: false; reason: "credentials" | "disabled" | "busy" };

const REASONS: Record<string, "credentials" | "disabled" | "busy"> = {
  EMAIL_NOT_FOUND: "credentials",
  INVALID_PASSWORD: "credentials",
  INVALID_LOGIN_CREDENTIALS: "credentials",
  INVALID_EMAIL: "credentials",
  MISSING_PASSWORD: "credentials",
  USER_DISABLED: "disabled",
  TOO_MANY_ATTEMPTS_TRY_LATER: "busy",
};

export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  const response = await fetch(signInEndpoint(), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json().catch(() => ({}))) as { idToken?: string; localId?: string; error?: { message?: string } };
  if (response.ok && body.idToken) return { ok: true, idToken: body.idToken, uid: body.localId ?? "" };
  // Messages look like "INVALID_PASSWORD" or "TOO_MANY_ATTEMPTS_TRY_LATER : details".
  const code = (body.error?.message ?? "").split(/[ :]/)[0] ?? "";
  const reason = REASONS[code];
  if (!reason) throw new DomainError("unavailable", "Login is unavailable right now. Please try again.");
  return { ok: false, reason };
}
