import { z } from "zod";
import { OWNER_LIST_FILTERS, SAVED_STATUSES, ITEM_STATES } from "./item-status";
import { lengthFirst } from "./length-first";

/** The shapes of the owner's desk (issue 22) in requests and answers; the plain values are in item-status.ts. */

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
