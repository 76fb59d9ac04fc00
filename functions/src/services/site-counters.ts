import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { db } from "../firebase";
import { HOUR_MS, RATE_LIMITS, waitError } from "./rate-limits";

/**
 * Site-wide caps per clock hour (signups, codes mailed): one counter document per cap and hour, in
 * rateLimits/site-{name}_{yyyy-mm-ddThh}. They trust no header, so they hold however a caller lies.
 *
 * A whole site shares each document, so it is never read in a transaction (which many concurrent calls
 * would keep aborting): a call reads the count, and if there is room adds one with FieldValue.increment, a
 * blind write that never conflicts. The price is that a burst of concurrent calls may overshoot the cap
 * by about as many calls as are in flight at once; a site-wide cap does not need to be exact.
 * Cost: one read and one write per call.
 */
export interface SiteCap {
  name: string;
  limit: number;
  /** The 429 message; "{wait}" becomes the time until the next hour. */
  message: string;
}

const hourStart = (now: number) => Math.floor(now / HOUR_MS) * HOUR_MS;

/** The counter document of a cap in the hour that holds `now` (tests fill it to reach the cap). */
export function siteCounterRef(name: string, now = Date.now()) {
  const hour = new Date(hourStart(now)).toISOString().slice(0, 13);
  return db().collection(RATE_LIMITS).doc(`site-${name}_${hour}`);
}

/** Throws 429 if this hour's count has reached the cap. */
export async function assertSiteRoom(cap: SiteCap): Promise<void> {
  const now = Date.now();
  const count = (await siteCounterRef(cap.name, now).get()).get("count");
  if (typeof count === "number" && count >= cap.limit) throw waitError(cap.message, hourStart(now) + HOUR_MS - now);
}

/** Counts one more in this hour's counter. */
export async function countSiteOne(cap: SiteCap): Promise<void> {
  const now = Date.now();
  await siteCounterRef(cap.name, now).set(
    // Kept an hour past its own, then a TTL policy sweeps it.
    { count: FieldValue.increment(1), expiresAt: Timestamp.fromMillis(hourStart(now) + 2 * HOUR_MS) },
    { merge: true },
  );
}
