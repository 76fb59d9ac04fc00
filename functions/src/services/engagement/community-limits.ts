import { FieldValue, Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { COMMUNITY_LIMITS } from "../../contract/limits";
import { db } from "../../firebase";
import { currentWindow, RATE_LIMITS, waitError } from "../rate-limits";
import { digest } from "../secrets";

type Limited = keyof typeof COMMUNITY_LIMITS;

const MESSAGES: Record<Limited, string> = {
  comments: "You are commenting too fast. Please wait {wait} and try again.",
  reviews: "You have posted the most reviews allowed for today. Please try again in {wait}.",
  reports: "You have sent the most reports allowed for now. Please try again in {wait}.",
  contactMessages: "You have sent the most messages allowed for now. Please try again in {wait}.",
  likes: "You are liking too fast. Please wait {wait} and try again.",
  follows: "You are following too fast. Please wait {wait} and try again.",
  profileImages: "You have changed your profile image the most times allowed for now. Please try again in {wait}.",
};

// Firestore's answers when a conditional write finds the document changed: it exists already, or it was updated
// since it was read.
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const lostRace = (error: unknown) => [ALREADY_EXISTS, FAILED_PRECONDITION].includes((error as { code?: unknown }).code as number);
const MAX_WINDOW_STARTS = 5;

/**
 * Counts one more action of this kind by the user; throws a 429 domain error once their window is full.
 *
 * One counter per user and kind (rateLimits/community-{kind}_{uid digest}): a count and the end of the window that
 * the user's first action opened. A member's likes or comments come in bursts, and a transaction per call on that one
 * document made concurrent calls queue on its lock until some gave up (ABORTED, answered 500). So no call takes a
 * lock: within a window the count is a blind increment, which never conflicts, read back after; a call whose count
 * is past the limit takes it back and is refused. Every accepted call saw a count within the limit that already held
 * every call accepted before it, so a window never accepts more than the limit. Opening a window is a write on the
 * condition that nobody changed the document since it was read; a call that loses that race counts in the window
 * the winner opened.
 */
export async function consumeCommunityLimit(kind: Limited, uid: string): Promise<void> {
  const { limit, windowMs } = COMMUNITY_LIMITS[kind];
  const counter = db().collection(RATE_LIMITS).doc(`community-${kind}_${digest(uid)}`);
  for (let attempt = 1; ; attempt += 1) {
    const snapshot = await counter.get();
    const now = Date.now();
    const window = currentWindow(snapshot.data(), now);
    if (window) {
      const full = waitError(MESSAGES[kind], window.endsAt - now);
      if (window.count >= limit) throw full;
      return countOneMore(counter, limit, full);
    }
    try {
      const endsAt = Timestamp.fromMillis(now + windowMs);
      // A TTL policy on expiresAt sweeps a window nobody reopens, in production.
      const opened = { count: 1, endsAt, expiresAt: endsAt };
      if (snapshot.exists) await counter.update(opened, { lastUpdateTime: snapshot.updateTime });
      else await counter.create(opened);
      return;
    } catch (error) {
      if (!lostRace(error) || attempt === MAX_WINDOW_STARTS) throw error;
    }
  }
}

/** Adds one to an open window's count; takes it back and throws `full` when that passed the limit. */
async function countOneMore(counter: DocumentReference, limit: number, full: Error): Promise<void> {
  await counter.update({ count: FieldValue.increment(1) });
  if (((await counter.get()).get("count") as number) > limit) {
    await counter.update({ count: FieldValue.increment(-1) });
    throw full;
  }
}
