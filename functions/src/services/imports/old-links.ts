import { createHash } from "node:crypto";
import type { DocumentReference } from "firebase-admin/firestore";
import { db } from "../../firebase";

/**
 * The addresses imported items had on their old site (`/2024/05/my-post/`, a Ghost slug, `/?p=12`), each answering 301
 * to the item's page here (docs/import-export.md, "Old links"). One document per address in `oldLinks`, closed to
 * clients, keyed by a digest of the address as `normalOldPath` writes it, so a lookup is one read.
 */
export const OLD_LINKS = "oldLinks";

/** The longest address kept: a real permalink is far shorter, and a key must stay small. */
const MAX_PATH = 1_000;

/** Queries that name a WordPress post or page by number; any other query is no part of an old address. */
const KEPT_QUERY = /^(p|page_id)=\d{1,12}$/;

/**
 * An address as it is kept and looked up: the path without a trailing slash, in lower case (WordPress, Ghost and Hugo
 * make lower-case slugs, and readers type them in any case), with a `?p=N` or `?page_id=N` query kept. Null for what
 * is no site address.
 */
export function normalOldPath(address: string): string | null {
  if (!address.startsWith("/") || address.startsWith("//") || address.length > MAX_PATH) return null;
  let url: URL;
  try {
    url = new URL(address, "https://old.invalid");
  } catch {
    return null;
  }
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  const query = url.search.slice(1);
  const kept = KEPT_QUERY.test(query) ? `?${query}` : "";
  if (path === "/" && !kept) return null;
  return `${path.toLowerCase()}${kept}`;
}

export function oldLinkRef(address: string): DocumentReference | null {
  const normal = normalOldPath(address);
  return normal ? db().collection(OLD_LINKS).doc(createHash("sha256").update(normal).digest("hex")) : null;
}

/** Answers kept for a minute per instance: a crawler walking old addresses costs one read per address a minute. */
const remembered = new Map<string, { to: string | null; until: number }>();
const REMEMBER_MS = 60_000;
const REMEMBER_MAX = 2_000;

/** The page an old address now lives at, or null. */
export async function findOldLink(address: string): Promise<string | null> {
  const ref = oldLinkRef(address);
  if (!ref) return null;
  const known = remembered.get(ref.id);
  if (known && known.until > Date.now()) return known.to;
  const doc = await ref.get();
  const to = doc.exists ? String(doc.get("to") ?? "") || null : null;
  if (remembered.size >= REMEMBER_MAX) remembered.clear();
  remembered.set(ref.id, { to, until: Date.now() + REMEMBER_MS });
  return to;
}

/** Forgets what this instance remembered, after an import wrote new addresses. */
export const forgetOldLinks = () => remembered.clear();
