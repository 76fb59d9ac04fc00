import { createHmac, randomBytes } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import type { ViewSource } from "../contract/referrers";
import { db } from "../firebase";
import { DAY_MS, MARK_RETENTION_DAYS, STATS_MARKS, STATS_SALTS, dayKey, dayStart } from "./stats-days";

// Cookieless page views, counted the way Plausible Analytics and Ghost 6's analytics do it
// (https://plausible.io/data-policy#how-we-count-unique-users-without-cookies): a visitor is
// hash(daily random salt + site + IP address + user agent). No cookie or local storage is set, the address and user
// agent are never stored, and since the salt is random, server-only and deleted after its day, a day's hashes
// cannot be tied to another day's nor recomputed from an address afterwards.

const GRPC_ALREADY_EXISTS = 6;

/** One view as the handler hands it over: plain values, no request. */
export interface PageView {
  path: string;
  /** Where the view came from, already classified, and the referring host for the outside sources. */
  source: ViewSource;
  referrerHost?: string;
  /** The visitor's address and user agent: hashed here, never stored. */
  address: string;
  userAgent: string;
  /** The site's own host, so two sites sharing a project never share visitor ids (as Plausible includes it). */
  siteHost: string;
  at: Date;
}

/**
 * This instance's salts, by day. The first view of a day on an instance reads (or creates) the day's salt; every
 * other view of that day on that instance costs no read. Only the current day's entry is kept.
 */
const salts = new Map<string, Promise<string>>();

function daySalt(day: string): Promise<string> {
  const cached = salts.get(day);
  if (cached) return cached;
  salts.clear();
  const loading = readOrCreateSalt(day);
  salts.set(day, loading);
  // A failed read is tried again by the next view rather than remembered.
  loading.catch(() => salts.delete(day));
  return loading;
}

/**
 * The day's salt, made by whichever instance needs it first. `create` fails for all but one of several instances
 * racing at midnight; the losers read the winner's, so every instance of a day hashes with the same salt.
 */
async function readOrCreateSalt(day: string): Promise<string> {
  const ref = db().collection(STATS_SALTS).doc(day);
  const existing = await ref.get();
  if (existing.exists) return String(existing.get("salt"));
  const salt = randomBytes(32).toString("base64");
  try {
    // The TTL policy removes it should the roll-up not run; the roll-up removes it the morning after.
    await ref.create({ salt, expireAt: Timestamp.fromMillis(dayStart(day).getTime() + 2 * DAY_MS) });
    return salt;
  } catch (error) {
    if ((error as { code?: unknown }).code !== GRPC_ALREADY_EXISTS) throw error;
    return String((await ref.get()).get("salt"));
  }
}

/** A keyed hash, base64url: 16 bytes (22 characters) make a collision among a day's visitors beyond reach. */
const keyed = (salt: string, text: string) => createHmac("sha256", salt).update(text).digest().subarray(0, 16).toString("base64url");

/**
 * Counts a view unless this visitor already viewed this page today; answers whether it counted. One `create` of a
 * mark whose id is the keyed hash of (visitor, path): a repeat finds it there and fails with ALREADY_EXISTS, which
 * writes nothing. Every view writes a document of its own, so a thousand views of one page touch no shared
 * document and never contend.
 */
export async function countView(view: PageView): Promise<boolean> {
  const day = dayKey(view.at);
  const salt = await daySalt(day);
  // Newlines cannot occur in a host, an address or a header value, so the parts cannot run into each other.
  const visitor = keyed(salt, `${view.siteHost}\n${view.address}\n${view.userAgent}`);
  const mark = db().collection(STATS_MARKS).doc(keyed(salt, `${visitor}\n${view.path}`));
  try {
    await mark.create({
      day,
      path: view.path,
      visitor,
      source: view.source,
      ...(view.referrerHost ? { host: view.referrerHost } : {}),
      expireAt: Timestamp.fromMillis(dayStart(day).getTime() + MARK_RETENTION_DAYS * DAY_MS),
    });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === GRPC_ALREADY_EXISTS) return false;
    throw error;
  }
}
