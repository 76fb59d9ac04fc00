/**
 * The owner's moderation inbox beyond the summary (issue 32): every comment, handled messages, muted commenters.
 * Plain values, so a page can use them without loading zod; the schemas are in moderation-schemas.ts.
 */

/** What a member is told, on every comment and reply write, once the owner has turned their commenting off. */
export const COMMENTING_DISABLED_MESSAGE = "The site owner has turned off commenting for your account.";

export const MODERATION_COMMENTS_PAGE = { defaultSize: 20, maxSize: 50 } as const;
