import { createHmac, randomBytes } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import type { ViewSource } from "../../contract/referrers";
import { db } from "../../firebase";
import {
  DAY_MS,
  MARK_RETENTION_DAYS,
  MAX_VIEWS_PER_VISITOR_PER_DAY,
  STATS_MARKS,
  STATS_SALTS,
  STATS_VISITORS,
  dayKey,
  dayStart,
} from "./stats-days";

// Cookieless page views, counted much as Plausible Analytics and Ghost 6's analytics do it
// (https://plausible.io/data-policy#how-we-count-unique-users-without-cookies), but with a visitor of
// hash(daily random salt + site + IP address): the user agent is left out, since a client chooses it freely and one
// address sending a new one with each beacon counted as that many visitors (issue 31). No cookie or local storage is
// set, the address is never stored, and since the salt is random, server-only and deleted after its day, a day's
// hashes cannot be tied to another day's nor recomputed from an address afterwards.

const GRPC_ALREADY_EXISTS = 6;

/** One view as the handler hands it over: plain values, no request. */
export interface PageView {
  path: string;
  /** Where the view came from, already classified, and the referring host for the outside sources. */
  source: ViewSource;
  referrerHost?: string;
  /** The visitor's address: hashed here, never stored. */
  address: string;
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
 * Counts a view unless this visitor already viewed this page today, or has had MAX_VIEWS_PER_VISITOR_PER_DAY views
 * counted today; answers whether it counted. One transaction reads the mark (its id is the keyed hash of visitor and
 * path) and the visitor's day counter, and when it counts writes both: a repeat or a view past the bound writes
 * nothing. Views of different visitors touch no shared document and never contend.
 */
export async function countView(view: PageView): Promise<boolean> {
  const day = dayKey(view.at);
  const salt = await daySalt(day);
  // Newlines cannot occur in a host or an address, so the parts cannot run into each other.
  const visitor = keyed(salt, `${view.siteHost}\n${view.address}`);
  const mark = db().collection(STATS_MARKS).doc(keyed(salt, `${visitor}\n${view.path}`));
  const counter = db().collection(STATS_VISITORS).doc(visitor);
  const expireAt = Timestamp.fromMillis(dayStart(day).getTime() + MARK_RETENTION_DAYS * DAY_MS);
  return db().runTransaction(async (transaction) => {
    const [seen, counted] = await transaction.getAll(mark, counter);
    const views = Number(counted?.get("views") ?? 0);
    if (seen?.exists || views >= MAX_VIEWS_PER_VISITOR_PER_DAY) return false;
    transaction.create(mark, {
      day,
      path: view.path,
      visitor,
      source: view.source,
      ...(view.referrerHost ? { host: view.referrerHost } : {}),
      expireAt,
    });
    transaction.set(counter, { day, views: views + 1, expireAt });
    return true;
  });
}
