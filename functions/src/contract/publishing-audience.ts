import { z } from "zod";
import { ITEM_KIND_NAMES, type ItemKind } from "./item-kinds";
import { DOCUMENT_ID_PATTERN } from "./document-ids";

/**
 * Who hears of an item when it becomes public (issue 31): the publish confirmation states these figures before the
 * owner confirms, so "emailed to N subscribers, sent to M followers" is read from the server, never guessed.
 */

/** GET /api/publishing/audience?kind=articles[&id=ITEM]: the id asks whether that item was already emailed once. */
export const publishingAudienceQuerySchema = z.object({
  kind: z.enum(ITEM_KIND_NAMES as [ItemKind, ...ItemKind[]], { error: "Choose one of the five kinds." }),
  id: z.string().max(128, "Unknown item.").regex(DOCUMENT_ID_PATTERN, "Unknown item.").optional(),
});

export const publishingAudienceSchema = z.object({
  success: z.literal(true),
  kind: z.enum(ITEM_KIND_NAMES as [ItemKind, ...ItemKind[]]),
  /** Members whose email choices take this kind (or every kind): each is mailed once when it becomes public. */
  subscribers: z.number().int().nonnegative(),
  /** Fediverse accounts following the owner: each one's server is sent the post. */
  followers: z.number().int().nonnegative(),
  /** The item was announced by email before (a post mails once in its life): publishing it again mails nobody. */
  alreadyEmailed: z.boolean(),
  /** Today's new-post mail allowance is spent: an item made public today mails nobody. */
  dailyMailCapReached: z.boolean(),
});
export type PublishingAudience = z.infer<typeof publishingAudienceSchema>;
