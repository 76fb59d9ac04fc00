import { PUBLIC_COLLECTION, type Create, type Note } from "@fedify/vocab";
import { FEDIVERSE_LIMITS, type FediverseAudience } from "../../contract/fediverse";
import { remoteText } from "./remote-text";

/**
 * Whom a reply was for (issue 31), read from its addressing as Mastodon reads it: the note's own `to` and `cc`, or
 * the Create's where the note has none. Public may be written in full, as `as:Public` (which JSON-LD expands to the
 * full address) or as a bare `Public`, which JSON-LD reads as an address relative to the document: so an address
 * that is exactly "Public" resolved against the activity's or the note's id counts too. Anything not shown to be
 * public is private: a reply nobody addressed is a private mention, never a public one by default.
 */
export function audienceOf(create: Create, note: Note, authorFollowers: URL | null): FediverseAudience {
  const to = note.toIds.length > 0 ? note.toIds : create.toIds;
  const cc = note.ccIds.length > 0 ? note.ccIds : create.ccIds;
  const bases = [create.id, note.id].filter((base): base is URL => base !== null);
  const isPublic = (address: URL) =>
    address.href === PUBLIC_COLLECTION.href || bases.some((base) => new URL("Public", base).href === address.href);
  if (to.some(isPublic)) return "public";
  if (cc.some(isPublic)) return "unlisted";
  if (authorFollowers && [...to, ...cc].some((address) => address.href === authorFollowers.href)) return "followers";
  return "direct";
}

/**
 * A reply's content warning: its `summary` as plain text, sanitized like its content and bounded, and whether its
 * author marked it `sensitive`. A summary alone folds it away too, as Mastodon shows one.
 */
export function contentWarningOf(note: Note): { contentWarning: string; sensitive: boolean } {
  const summary = note.summary?.toString() ?? "";
  const contentWarning = remoteText(summary, "").slice(0, FEDIVERSE_LIMITS.contentWarningChars);
  return { contentWarning, sensitive: note.sensitive === true || contentWarning !== "" };
}
