import { z } from "zod";
import { DOMAIN_PATTERN, FEDIVERSE_AUDIENCES, FEDIVERSE_LIMITS, FEDIVERSE_MESSAGES, FEDIVERSE_REPLY_STATES, QUOTE_POLICIES } from "./fediverse";
import { ITEM_KIND_NAMES } from "./item-kinds";
import { TEXT_LIMITS } from "./limits";

/** Who wrote a comment that came from the fediverse, as their server describes them. */
export const remoteAuthorSchema = z.object({
  /** Their display name (or their username when they have none). */
  name: z.string(),
  /** `@bob@mastodon.example` */
  handle: z.string(),
  /** Their profile page on their server. */
  url: z.string(),
  /** Their avatar, or "" for the default one. */
  avatar: z.string(),
  /** Their server's host, shown beside the comment: `mastodon.example`. */
  server: z.string(),
});
export type RemoteAuthor = z.infer<typeof remoteAuthorSchema>;

/** A fediverse follower, for the owner's people page. */
export const fediverseFollowerSchema = remoteAuthorSchema.extend({ followedAt: z.string() });
export type FediverseFollower = z.infer<typeof fediverseFollowerSchema>;

/** GET /api/fediverse/followers?after=CURSOR (owner) */
export const fediverseFollowersSchema = z.object({
  handle: z.string(),
  total: z.number().int().nonnegative(),
  followers: z.array(fediverseFollowerSchema),
  nextCursor: z.string().nullable(),
});
export type FediverseFollowers = z.infer<typeof fediverseFollowersSchema>;

export const fediverseCursorSchema = z.object({
  after: z.string().max(200, "That cursor is not valid.").optional(),
});

/** GET and PUT /api/fediverse/blocked-domains (owner) */
export const blockedDomainsSchema = z.object({
  domains: z
    .array(
      z
        .string({ error: FEDIVERSE_MESSAGES.domainInvalid })
        .trim()
        .max(FEDIVERSE_LIMITS.domainLength, FEDIVERSE_MESSAGES.domainInvalid)
        .transform((domain) => domain.toLowerCase())
        .pipe(z.string().regex(DOMAIN_PATTERN, FEDIVERSE_MESSAGES.domainInvalid)),
      { error: FEDIVERSE_MESSAGES.domainInvalid },
    )
    .max(FEDIVERSE_LIMITS.blockedDomains, FEDIVERSE_MESSAGES.tooManyDomains)
    .transform((domains) => [...new Set(domains)].sort()),
});
export type BlockedDomains = z.infer<typeof blockedDomainsSchema>;

/** GET and PUT /api/fediverse/settings (owner, issue 37): who may quote, and whether the site is bridged to Bluesky. */
export const fediverseSettingsSchema = z.object({
  quotePolicy: z.enum(QUOTE_POLICIES, { error: FEDIVERSE_MESSAGES.quotePolicyInvalid }),
  bridgeToBluesky: z.boolean({ error: FEDIVERSE_MESSAGES.bridgeInvalid }),
});
export type FediverseSettings = z.infer<typeof fediverseSettingsSchema>;

/** One reply from the fediverse to one of our items, waiting in moderation. */
export const fediverseReplySchema = z.object({
  _id: z.string(),
  kind: z.enum(ITEM_KIND_NAMES),
  itemId: z.string(),
  itemTitle: z.string(),
  text: z.string(),
  /** The reply on its own server. */
  url: z.string(),
  status: z.enum(FEDIVERSE_REPLY_STATES),
  createdAt: z.string(),
  author: remoteAuthorSchema,
  /** Whom its author addressed it to (issue 31): only a public or unlisted reply can be approved. */
  audience: z.enum(FEDIVERSE_AUDIENCES),
  /** Its content warning as plain text ("" for none); `sensitive` without one still folds it away. */
  contentWarning: z.string(),
  sensitive: z.boolean(),
  /** The owner's private answer to a private reply, once sent. */
  answer: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
  /** Its images (at most 4), copies in our Storage, with their descriptions; `text` may be "" when it has some. */
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
});
export type FediverseReply = z.infer<typeof fediverseReplySchema>;

/** GET /api/fediverse/replies?after=CURSOR (owner): the pending ones, oldest first. */
export const fediverseRepliesSchema = z.object({
  replies: z.array(fediverseReplySchema),
  nextCursor: z.string().nullable(),
});
export type FediverseReplies = z.infer<typeof fediverseRepliesSchema>;

/** POST /api/fediverse/replies/{id}/answer {text} (owner): a private answer to a private reply. */
export const privateAnswerRequestSchema = z.object({
  text: z
    .string({ error: FEDIVERSE_MESSAGES.answerRequired })
    .trim()
    .min(1, FEDIVERSE_MESSAGES.answerRequired)
    .max(TEXT_LIMITS.comment, `Answers are limited to ${TEXT_LIMITS.comment} characters.`),
});
export type PrivateAnswerRequest = z.infer<typeof privateAnswerRequestSchema>;
