import type { ApiRequest } from "./router";
import { auth } from "../firebase";
import { HttpError } from "./http-error";

export const SESSION_COOKIE = "__session";

/** The signed-in caller as the server knows them; never taken from the client's word. */
export interface Viewer {
  uid: string;
  isOwner: boolean;
}

export function readCookie(request: ApiRequest, name: string): string | undefined {
  const header = request.headers.cookie ?? "";
  for (const pair of header.split(";")) {
    const [key, ...rest] = pair.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The viewer from the session cookie, or null for a guest (absent, expired or revoked cookie). */
export async function findViewer(request: ApiRequest): Promise<Viewer | null> {
  const cookie = readCookie(request, SESSION_COOKIE);
  if (!cookie) return null;
  try {
    const claims = await auth().verifySessionCookie(cookie, true);
    return { uid: claims.uid, isOwner: claims.owner === true };
  } catch {
    return null;
  }
}

export async function requireViewer(request: ApiRequest): Promise<Viewer> {
  const viewer = await findViewer(request);
  if (!viewer) throw new HttpError(401, "Please log in first!");
  return viewer;
}

export async function requireOwner(request: ApiRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (!viewer.isOwner) throw new HttpError(403, "You are not authorized to do this.");
  return viewer;
}
