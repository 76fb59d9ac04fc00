/**
 * The owner's desk (issue 22): every item of the five kinds is a draft, scheduled or published, or lies in the
 * trash. What is public is decided on the server by one predicate (services/items/visibility.ts); this file holds
 * the plain values the API and the web share (no zod, so a page can use them), item-status-schemas.ts the shapes.
 */

/** What POST and PUT take as `status`: a draft, or published (scheduled when `publishAt` is still to come). */
export const SAVED_STATUSES = ["draft", "published"] as const;
export type SavedStatus = (typeof SAVED_STATUSES)[number];

/** What an item answer says it is. Guests and members only ever see "published". */
export const ITEM_STATES = ["draft", "scheduled", "published", "trashed"] as const;
export type ItemState = (typeof ITEM_STATES)[number];

/** The owner's filters of a list (`?status=`); without one, a list shows what is public, to everybody alike. */
export const OWNER_LIST_FILTERS = ["all", "published", "scheduled", "draft", "trash"] as const;
export type OwnerListFilter = (typeof OWNER_LIST_FILTERS)[number];

/** How long a trashed item can be restored before it is purged for good, with its likes, comments and files. */
export const TRASH_DAYS = 30;

/** The multipart fields of POST and PUT that say when an item is public. */
export const PUBLISHING_FIELDS = { status: "status", publishAt: "publishAt" } as const;

/** The query parameter of an item's page and GET call that carries a preview token. */
export const PREVIEW_PARAM = "preview";

/** A preview token as the API makes them (32 random bytes, base64url); anything else is no token. */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What DELETE /api/{kind}/{id} answers: the first delete moves the item to the trash, a delete in the trash removes it
 * for good. The site's toast repeats the answer, so it never claims a trash (with Undo) for an item that is gone.
 */
export const removalMessage = (label: string, removal: "trashed" | "deleted") =>
  removal === "trashed" ? `The ${label} was moved to the trash.` : `The ${label} was deleted for good.`;
