import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { db } from "../firebase";
import { DomainError } from "./domain-error";
import { digest } from "./secrets";

/**
 * Fixed-window counters in rateLimits/{name_digest}. Each holds a count and the window's end;
 * `expiresAt` lets a Firestore TTL policy sweep old ones in production.
 */
export const RATE_LIMITS = "rateLimits";

export const HOUR_MS = 60 * 60 * 1000;

export interface Bucket {
  /** What is limited, like "login-account"; part of the document id. */
  name: string;
  /** Whom it is limited for (an email, an IP); stored only as a digest. */
  subject: string;
  limit: number;
  windowMs: number;
  /** The 429 message when this bucket is full; "{wait}" becomes the time left, like "40 seconds". */
  message: string;
}

export interface Window {
  count: number;
  endsAt: number;
}

export const bucketRef = (bucket: Bucket) => db().collection(RATE_LIMITS).doc(`${bucket.name}_${digest(bucket.subject)}`);

export function currentWindow(data: Record<string, unknown> | undefined, now: number): Window | null {
  const endsAt = data?.endsAt instanceof Timestamp ? data.endsAt.toMillis() : 0;
  return endsAt > now ? { count: typeof data?.count === "number" ? data.count : 0, endsAt } : null;
}

export function tooMany(bucket: Bucket, window: Window, now: number): DomainError {
  return waitError(bucket.message, window.endsAt - now);
}

/** A 429 whose message says how long to wait ("{wait}" in the template), with Retry-After in whole seconds. */
export function waitError(template: string, waitMs: number): DomainError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  // A function replacement: a replacement string would read `$&` or `$'` in it as patterns (DESIGN.md, Input before CPU).
  return new DomainError("rate-limited", template.replace("{wait}", () => describeWait(seconds)), undefined, seconds);
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  // Up to two hours in minutes ("60 minutes" reads better than "1 hour" for an hourly cap about to reset).
  if (minutes <= 120) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

async function readWindows(transaction: Transaction, buckets: Bucket[], now: number) {
  const snapshots = await transaction.getAll(...buckets.map(bucketRef));
  return snapshots.map((snapshot) => currentWindow(snapshot.data(), now));
}

function firstFull(buckets: Bucket[], windows: (Window | null)[], now: number): DomainError | null {
  for (const [index, bucket] of buckets.entries()) {
    const window = windows[index];
    if (window && window.count >= bucket.limit) return tooMany(bucket, window, now);
  }
  return null;
}

export function addOne(transaction: Transaction, bucket: Bucket, window: Window | null, now: number) {
  const endsAt = window?.endsAt ?? now + bucket.windowMs;
  transaction.set(bucketRef(bucket), {
    count: (window?.count ?? 0) + 1,
    endsAt: Timestamp.fromMillis(endsAt),
    expiresAt: Timestamp.fromMillis(endsAt),
  });
}

/** Throws 429 if any bucket is full; otherwise counts one more in each, all or nothing. */
export async function consume(buckets: Bucket[]): Promise<void> {
  await db().runTransaction(async (transaction) => {
    const now = Date.now();
    const windows = await readWindows(transaction, buckets, now);
    const full = firstFull(buckets, windows, now);
    if (full) throw full;
    buckets.forEach((bucket, index) => addOne(transaction, bucket, windows[index] ?? null, now));
  });
}

/** Takes back one count from each bucket, for an attempt that turned out fine. */
export async function release(buckets: Bucket[]): Promise<void> {
  await db().runTransaction(async (transaction) => {
    const now = Date.now();
    const windows = await readWindows(transaction, buckets, now);
    buckets.forEach((bucket, index) => {
      const window = windows[index];
      if (window && window.count > 0) transaction.update(bucketRef(bucket), { count: window.count - 1 });
    });
  });
}
