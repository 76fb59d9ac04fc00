// Signing in as the demo owner for a bench, through POST /api/login as the browser does.
import { SITE_URL, readOwnerSettings } from "./config.mjs";
import { DEMO_PASSWORDS } from "./seed-data.mjs";

/** The demo owner's `__session=...` cookie pair, ready for a Cookie header. */
export async function ownerSessionCookie() {
  const response = await fetch(`${SITE_URL}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE_URL },
    body: JSON.stringify({ email: readOwnerSettings().email, password: DEMO_PASSWORDS.owner }),
  });
  if (!response.ok) throw new Error(`The owner's login answered ${response.status}: is the demo content loaded?`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]).find((pair) => pair.startsWith("__session="));
  if (!cookie) throw new Error("The login set no session cookie.");
  return cookie;
}
