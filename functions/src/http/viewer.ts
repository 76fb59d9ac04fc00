import type { ApiRequest } from "./router";
import { SESSION_LIFETIME_MS } from "../contract/limits";
import { findSession } from "../services/accounts/sessions-service";
import { HttpError } from "./http-error";
import { SECURITY_MESSAGES, SECURITY_RULES } from "../contract/security";
import { accountHasFactor } from "../services/security/second-factors";

export const SESSION_COOKIE = "__session";

/** The signed-in caller as the server knows them; never taken from the client's word. */
export interface Viewer {
  uid: string;
  isOwner: boolean;
  /** The session's id and when it last proved a second factor (sessions-service.ts). */
  sessionId: string;
  factorProvedAt: number | null;
}

export function readCookie(request: ApiRequest, name: string): string | undefined {
  const header = request.headers.cookie ?? "";
  for (const pair of header.split(";")) {
    const [key, ...rest] = pair.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      // A mangled cookie is no cookie.
      return undefined;
    }
  }
  return undefined;
}

/** The viewer from the session cookie, or null for a guest (absent, expired or ended session). */
export async function findViewer(request: ApiRequest): Promise<Viewer | null> {
  const cookie = readCookie(request, SESSION_COOKIE);
  return cookie ? findSession(cookie) : null;
}

/**
 * The session cookie: httpOnly so scripts never see it, Secure, and SameSite=Lax so other sites'
 * posts do not carry it. `__session` is the one cookie Firebase Hosting forwards to functions.
 */
export function sessionCookie(value: string): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${SESSION_LIFETIME_MS / 1000}; HttpOnly; Secure; SameSite=Lax`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}

export async function requireViewer(request: ApiRequest): Promise<Viewer> {
  const viewer = await findViewer(request);
  if (!viewer) throw new HttpError(401, "Please log in first!");
  return viewer;
}

/**
 * The owner's controls (publishing, moderation, settings, the desk's reads, export) need a session that passed a
 * second factor once the owner has one: a stolen password alone signs in nowhere, and a session from before the
 * factor was added cannot use them either (docs/accounts.md, "Second factors").
 */
export async function requireOwner(request: ApiRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (!viewer.isOwner) throw new HttpError(403, "You are not authorized to do this.");
  if (viewer.factorProvedAt === null && (await accountHasFactor(viewer.uid))) throw new HttpError(403, SECURITY_MESSAGES.ownerNeedsFactor);
  return viewer;
}

/**
 * Sensitive changes (password, email, factors, deleting the account, emptying the trash) need a second factor
 * proved on this session within the last 10 minutes, when the account has one. The web answers the 403 with its
 * re-proof dialog (its message is the contract's freshProofNeeded), then repeats the call.
 */
export async function requireFreshProof(viewer: Viewer): Promise<void> {
  const fresh = viewer.factorProvedAt !== null && Date.now() - viewer.factorProvedAt < SECURITY_RULES.stepUpMs;
  if (!fresh && (await accountHasFactor(viewer.uid))) throw new HttpError(403, SECURITY_MESSAGES.freshProofNeeded);
}

/**
 * The Cache-Control of a public GET answer that is the same for every guest (lists, items seen as a guest, the
 * sitemap, feeds, rendered pages). Firebase Hosting's CDN then serves repeats for 30 s and a stale copy for 30 s
 * more while it fetches a fresh one, so what the owner publishes shows within a minute. A signed-in viewer may see
 * their own likes and is often the owner checking what they just published: theirs stays private. Only a verified
 * session counts: a __session cookie the site never issued (`__session=x`) is a guest's, answered from the
 * shared cache like any guest's, so made-up cookies cannot turn the CDN off.
 */
export function sharedCacheHeaders(viewer: Viewer | null): Record<string, string> {
  if (viewer) return {};
  return { "Cache-Control": "public, max-age=0, s-maxage=30, stale-while-revalidate=30" };
}

/** sharedCacheHeaders for a handler whose answer is the same for everybody: the viewer decides only the header. */
export async function sharedCacheHeadersFor(request: ApiRequest): Promise<Record<string, string>> {
  return sharedCacheHeaders(await findViewer(request));
}
