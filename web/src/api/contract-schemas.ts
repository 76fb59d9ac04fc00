// First, before any schema module runs.
import "./zod-without-eval";
import type { z } from "zod";
import type { ItemKind } from "@contract/item-kinds";
import { ITEM_SCHEMAS, type CardOf, type ItemOf } from "@contract/item-schemas";

// The contract's schemas the web checks: every answer the adapter reads and every request a form validates before
// sending. Nothing imports this module directly: load-schemas.ts fetches it beside the first request, so zod and
// the schemas are never part of the JavaScript a page needs to paint.

export { commentPageSchema, commentRequestSchema } from "@contract/comments";
export {
  contactMessageListSchema,
  contactRequestSchema,
  homeCommentListSchema,
  moderationSummarySchema,
  replyRequestSchema,
  reportListSchema,
  reportRequestSchema,
  reviewListSchema,
  reviewRequestSchema,
} from "@contract/community";
export { errorAnswerSchema, okAnswerSchema } from "@contract/errors";
export {
  blockedDomainsSchema,
  fediverseFollowersSchema,
  fediverseRepliesSchema,
  fediverseSettingsSchema,
  privateAnswerRequestSchema,
} from "@contract/fediverse-schemas";
export { previewLinkSchema } from "@contract/item-status-schemas";
export { commentingAnswerSchema, inboxCommentPageSchema } from "@contract/moderation-schemas";
export { publishingAudienceSchema } from "@contract/publishing-audience";
export { searchAnswerSchema } from "@contract/search-schemas";
export { loginStepAnswerSchema } from "@contract/security";
export { statsAnswerSchema } from "@contract/stats";
export { subscriptionsAnswerSchema, unsubscribeAnswerSchema } from "@contract/subscriptions-schemas";
export {
  followAnswerSchema,
  forgotLinkAnswerSchema,
  forgotVerifyAnswerSchema,
  loginAnswerSchema,
  messageAnswerSchema,
  profileAnswerSchema,
  signupAnswerSchema,
  userAnswerSchema,
} from "@contract/users";

/** The schema of one item of a kind, as its detail call and every mutation on it answer it. */
export const itemSchemaOf = <Kind extends ItemKind>(kind: Kind) =>
  ITEM_SCHEMAS[kind].itemSchema as unknown as z.ZodType<ItemOf<Kind>>;

/** The schema of a page of a kind's cards, as its list call answers it. */
export const itemListSchemaOf = <Kind extends ItemKind>(kind: Kind) =>
  ITEM_SCHEMAS[kind].listSchema as unknown as z.ZodType<CardOf<Kind>[]>;
