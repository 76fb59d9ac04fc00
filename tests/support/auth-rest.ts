// Firebase Auth's public REST API (Identity Toolkit), as anyone holding an account's password can call it with the
// Web API key a deployed site serves. The Auth emulator serves it too and takes any key.
const endpoint = (method: string) =>
  `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=emulator-web-api-key`;

async function call(method: string, body: Record<string, unknown>): Promise<{ idToken: string; email: string }> {
  const response = await fetch(endpoint(method), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { idToken?: string; email?: string; error?: { message?: string } };
  if (!response.ok || !answer.idToken) throw new Error(`accounts:${method} failed: ${JSON.stringify(answer.error ?? answer)}`);
  return { idToken: answer.idToken, email: answer.email ?? "" };
}

/** Signs in with a password and changes the account's email with `accounts:update`, the way an attacker would. */
export async function changeEmailWithPassword(email: string, password: string, newEmail: string): Promise<void> {
  const { idToken } = await call("signInWithPassword", { email, password, returnSecureToken: true });
  await call("update", { idToken, email: newEmail, returnSecureToken: true });
}
