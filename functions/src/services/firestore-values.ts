import type { RemoteAuthor } from "../contract/fediverse-schemas";
import type { AltTexts } from "../contract/alt-text";
import type { ImageVariant, Variants } from "../contract/variants";
import { Timestamp } from "firebase-admin/firestore";

/** Firestore timestamps leave the API as ISO strings. */
export function isoDate(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  return typeof value === "string" ? value : new Date(0).toISOString();
}

export const text = (value: unknown): string => (typeof value === "string" ? value : "");
export const count = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);
export const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** The stored `variants` map of an item, keeping only well-formed entries. */
export function variantsOf(value: unknown): Variants {
  if (typeof value !== "object" || value === null) return {};
  const variants: Variants = {};
  for (const [field, list] of Object.entries(value)) {
    if (!Array.isArray(list)) continue;
    variants[field] = list.filter(
      (entry): entry is ImageVariant =>
        typeof entry?.url === "string" && typeof entry?.width === "number" && Number.isInteger(entry.width) && entry.width > 0,
    );
  }
  return variants;
}

/** The stored `alt` map of an item (its images' alt texts by stored field), keeping only non-empty texts. */
export function altTextsOf(value: unknown): AltTexts {
  if (typeof value !== "object" || value === null) return {};
  const alt: AltTexts = {};
  for (const [field, each] of Object.entries(value)) if (typeof each === "string" && each) alt[field] = each;
  return alt;
}

/** An item's likes and boosts from the fediverse (fediverse/services/reactions.ts), for its answer. */
export const fediverseCountsOf = (data: Record<string, unknown>) => ({
  fediverseLikeCount: count(data.fediverseLikeCount),
  fediverseBoostCount: count(data.fediverseBoostCount),
  // And from webmentions (services/webmentions/received.ts), counted the same way.
  webLikeCount: count(data.webLikeCount),
  webRepostCount: count(data.webRepostCount),
});

/** A fediverse author as stored in a follower, a reply or a comment (each a map of these five texts). */
export function remoteAuthorFrom(value: unknown): RemoteAuthor {
  const stored = (value ?? {}) as Record<string, unknown>;
  return { name: text(stored.name), handle: text(stored.handle), url: text(stored.url), avatar: text(stored.avatar), server: text(stored.server) };
}
