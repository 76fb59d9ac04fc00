import type { Context } from "@fedify/fedify";
import { Create, PUBLIC_COLLECTION } from "@fedify/vocab";
import { Temporal } from "@js-temporal/polyfill";
import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { cutPage } from "../../services/page-cursor";
import { FEDIVERSE_LIMITS, type QuotePolicy } from "../../contract/fediverse";
import { ITEM_KIND_NAMES, ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { db } from "../../firebase";
import { publicItems, publishTimeOf, PUBLISH_AT } from "../../services/items/visibility";
import { liveGeneration, toldOf } from "./item-sync";
import { itemObject, objectIdOf, ownerIdentifier } from "./objects";
import { readFediverseSettings } from "../services/settings";

/**
 * The actor's outbox (issue 31): what is public now, never a record of what was sent. Each public item (the public
 * predicate, services/items/visibility.ts) is one Create of its current object, newest publish time first, so a trashed, purged,
 * unpublished, draft or not-yet-due item is absent, and an edit's old text is nowhere. Deliveries (item-sync.ts)
 * still send Create, Update and Delete to followers; they keep no copy of what they sent.
 *
 * Order across the five kinds is one total order: publish time (newest first), then the kind's place in the kind
 * table, then the id (descending, as Firestore orders ties). A cursor names the last item shown in that order, and
 * each kind's query starts right after it, so a page is read with at most five queries of one page each.
 */

const SIZE = () => FEDIVERSE_LIMITS.outboxPageSize;

/** [seconds, nanoseconds, kind's place, id] of the last item shown. */
type Position = [Timestamp, number, string];

function encodePosition(kind: ItemKind, doc: QueryDocumentSnapshot): string {
  const at = doc.get(PUBLISH_AT);
  const time = at instanceof Timestamp ? at : new Timestamp(0, 0);
  return Buffer.from(JSON.stringify([time.seconds, time.nanoseconds, ITEM_KIND_NAMES.indexOf(kind), doc.id])).toString("base64url");
}

const isWhole = (value: unknown, max: number): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0 && value <= max;

/** The position a cursor names, or null for one that is not ours. */
function decodePosition(cursor: string): Position | null {
  try {
    const [seconds, nanoseconds, place, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (
      isWhole(seconds, 253402300799) &&
      isWhole(nanoseconds, 999_999_999) &&
      isWhole(place, ITEM_KIND_NAMES.length - 1) &&
      typeof id === "string" &&
      /^[A-Za-z0-9_-]{1,128}$/.test(id)
    ) {
      return [new Timestamp(seconds, nanoseconds), place, id];
    }
  } catch {
    // Not ours: answered as null below.
  }
  return null;
}

/** One kind's public items after `after` in the outbox's order. */
function kindQuery(kind: ItemKind, now: Timestamp, after: Position | null): Query {
  const query = publicItems(db().collection(ITEM_KINDS[kind].collection), now)
    .orderBy(PUBLISH_AT, "desc")
    .orderBy(FieldPath.documentId(), "desc");
  if (!after) return query;
  const [time, place, id] = after;
  const mine = ITEM_KIND_NAMES.indexOf(kind);
  // At the cursor's instant, kinds placed before the cursor's were all shown, those after it not yet.
  if (mine === place) return query.startAfter(time, id);
  return mine < place ? query.startAfter(time) : query.startAt(time);
}

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

/** Newest first; at the same instant, by the kind's place, then by id descending (Firestore's tie order). */
function outboxOrder(a: { kind: ItemKind; doc: QueryDocumentSnapshot }, b: { kind: ItemKind; doc: QueryDocumentSnapshot }): number {
  const at = (each: typeof a) => each.doc.get(PUBLISH_AT) as Timestamp;
  const byTime = at(b).toMillis() - at(a).toMillis() || at(b).nanoseconds - at(a).nanoseconds;
  if (byTime !== 0) return byTime;
  const byKind = ITEM_KIND_NAMES.indexOf(a.kind) - ITEM_KIND_NAMES.indexOf(b.kind);
  if (byKind !== 0) return byKind;
  return a.doc.id < b.doc.id ? 1 : a.doc.id > b.doc.id ? -1 : 0;
}

/** The item as the one Create the outbox shows: its current object, at its publish time. */
function createOf(ctx: Context<unknown>, kind: ItemKind, doc: QueryDocumentSnapshot, generation: number, quotePolicy: QuotePolicy): Create {
  const data = doc.data();
  const url = objectIdOf(kind, doc.id, generation);
  const publishedAt = millisOf(publishTimeOf(data));
  return new Create({
    id: new URL("#create", url),
    actor: ctx.getActorUri(ownerIdentifier()),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(ownerIdentifier()),
    published: Temporal.Instant.fromEpochMilliseconds(publishedAt),
    // Marked edited when it changed after it went public, as the Update followers were sent says.
    object: itemObject(ctx, kind, doc.id, data, quotePolicy, millisOf(data.updatedAt) > publishedAt, generation),
  });
}

/** How many items the outbox holds: every public item of every kind (count queries, no document read). */
export async function countOutbox(): Promise<number> {
  const now = Timestamp.now();
  const counts = await Promise.all(
    ITEM_KIND_NAMES.map(async (kind) => (await publicItems(db().collection(ITEM_KINDS[kind].collection), now).count().get()).data().count),
  );
  return counts.reduce((sum, each) => sum + each, 0);
}

/** One page of the outbox after `cursor` ("" for the first); null for a cursor that is not ours (Fedify answers 404). */
export async function outboxPage(ctx: Context<unknown>, cursor: string) {
  const after = cursor ? decodePosition(cursor) : null;
  if (cursor && !after) return null;
  const now = Timestamp.now();
  const size = SIZE();
  const perKind = await Promise.all(
    ITEM_KIND_NAMES.map(async (kind) => (await kindQuery(kind, now, after).limit(size + 1).get()).docs.map((doc) => ({ kind, doc }))),
  );
  const { shown, nextCursor } = cutPage(perKind.flat().sort(outboxOrder), size, (last) => encodePosition(last.kind, last.doc));
  const { quotePolicy } = await readFediverseSettings();
  const items = await Promise.all(
    shown.map(async ({ kind, doc }) => createOf(ctx, kind, doc, liveGeneration(await toldOf(kind, doc.id)), quotePolicy)),
  );
  return { items, nextCursor };
}
