// What the api and browser tests know of the stack that scripts/test-stack.mjs started.
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
// @ts-expect-error -- plain ESM module shared with the launcher, without type declarations
import { BUCKET, PROJECT_ID, SITE_URL, emulatorEnv, readOwnerSettings } from "../../scripts/lib/config.mjs";
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
// With the bucket, so the function's own services, which some tests call in this process, find it too.
const app = getApps().find((each) => each.name === "tests") ?? initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, "tests");
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);

/**
 * Logs in through POST /api/login, as the browser does, and answers the Cookie header to send back.
 * Each login comes from an address of its own: logins from one address share a rate-limit record, and
 * tests logging many people in at once would otherwise queue on it.
 */
export async function sessionCookieFor(email: string, password: string): Promise<string> {
  const answer = await postJson("/api/login", { email, password }, { headers: { "X-Forwarded-For": randomAddress() } });
  const cookie = sessionCookieOf(answer.headers);
  if (answer.status !== 200 || !cookie) throw new Error(`Login failed for ${email}: ${JSON.stringify(answer.body)}`);
  return cookie;
}

const randomOctet = () => Math.floor(Math.random() * 250) + 1;

/** A private network address, different on every call. */
export const randomAddress = () => `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;

/** The `__session=...` pair a login answer set, ready for a Cookie header, or null. */
export function sessionCookieOf(headers: Headers): string | null {
  for (const line of headers.getSetCookie()) {
    const pair = line.split(";")[0] ?? "";
    if (pair.startsWith("__session=") && pair.length > "__session=".length) return pair;
  }
  return null;
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

/** A JSON POST through Hosting. */
export function postJson<T = unknown>(path: string, json: unknown, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json");
  return callSite<T>(path, { ...init, method: "POST", headers, body: JSON.stringify(json) });
}

/** A call with a JSON body (or none) by any method, through Hosting, as the signed-in `cookie` or a guest. */
export function sendJson<T = Record<string, unknown>>(path: string, method: string, cookie: string | undefined, json?: unknown) {
  return callSite<T>(path, {
    method,
    cookie,
    headers: json === undefined ? {} : { "Content-Type": "application/json" },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}
