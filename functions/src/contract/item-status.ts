import { z } from "zod";
import { lengthFirst } from "./length-first";

/**
 * The owner's desk (issue 22): every item of the five kinds is a draft, scheduled or published, or lies in the
 * trash. What is public is decided on the server by one predicate (services/item-visibility.ts); this file holds
 * the words and shapes the API and the web share.
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

const STATUS_MESSAGE = 'Status is "draft" or "published".';
const PUBLISH_AT_MESSAGE = "Publish time is a date and time with its offset, like 2026-12-01T09:00:00+01:00.";

/**
 * `status` and `publishAt` of POST and PUT. Both optional: a create without them publishes now, as before drafts
 * existed; an edit without them keeps the item's state and publish time.
 */
export const publishingSchema = z.object({
  status: z.enum(SAVED_STATUSES, { error: STATUS_MESSAGE }).optional(),
  publishAt: z
    .string()
    .max(40, lengthFirst(PUBLISH_AT_MESSAGE))
    .pipe(z.iso.datetime({ offset: true, error: PUBLISH_AT_MESSAGE }))
    .transform((text) => new Date(text))
    .optional(),
});
export type Publishing = z.output<typeof publishingSchema>;

/** GET /api/{kind}?status=: one of the owner's filters. */
export const ownerListFilterSchema = z.enum(OWNER_LIST_FILTERS, { error: "Choose one of the list's filters." }).optional();

/** The fields every item answer and card carries about its state. */
export const publicationShape = {
  status: z.enum(ITEM_STATES),
  /** When the item is (or is to be) public: the date its page and cards show. A draft's is when it was saved. */
  publishedAt: z.string(),
  /** When it was last edited, for the feeds' updated dates. */
  updatedAt: z.string(),
};

/** What only the owner's answer carries: the secret preview link's token, and when the item went to the trash. */
export const ownerPublicationShape = {
  previewToken: z.string().nullable().optional(),
  trashedAt: z.string().nullable().optional(),
};

/** POST /api/{kind}/{id}/preview: the secret address that shows an unpublished item to whoever holds it. */
export const previewLinkSchema = z.object({ previewToken: z.string() });
export type PreviewLink = z.infer<typeof previewLinkSchema>;

/** The query parameter of an item's page and GET call that carries a preview token. */
export const PREVIEW_PARAM = "preview";

/** A preview token as the API makes them (32 random bytes, base64url); anything else is no token. */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;
