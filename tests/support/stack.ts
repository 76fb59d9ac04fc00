// What the api and browser tests know of the stack that scripts/test-stack.mjs started.
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
// @ts-expect-error -- plain ESM module shared with the launcher, without type declarations
import { EMULATORS, PROJECT_ID, SITE_URL, emulatorEnv, readOwnerSettings } from "../../scripts/lib/config.mjs";
// @ts-expect-error -- plain ESM module shared with the seed, without type declarations
import { DEMO_MEMBERS, DEMO_PASSWORDS } from "../../scripts/lib/seed-data.mjs";

export const siteUrl: string = SITE_URL;
export const owner: { username: string; email: string; password: string } = {
  ...readOwnerSettings(),
  password: DEMO_PASSWORDS.owner,
};
export const member: { username: string; email: string; password: string } = {
  ...DEMO_MEMBERS[0],
  password: DEMO_PASSWORDS.member,
};

Object.assign(process.env, emulatorEnv());
const app = getApps().find((each) => each.name === "tests") ?? initializeApp({ projectId: PROJECT_ID }, "tests");
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);

/** A session cookie made the way POST /api/login makes one, for tests of calls that need a signed-in caller. */
export async function sessionCookieFor(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${EMULATORS.auth.hostPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  const cookie = await adminAuth.createSessionCookie(idToken, { expiresIn: 60 * 60 * 1000 });
  return `__session=${cookie}`;
}

export interface JsonAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** One call through Hosting, as the browser makes it. */
export async function callSite<T = unknown>(
  path: string,
  init: RequestInit & { cookie?: string } = {},
): Promise<JsonAnswer<T>> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  const response = await fetch(`${siteUrl}${path}`, { ...init, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the test sees the raw text.
  }
  return { status: response.status, headers: response.headers, body: body as T };
}
