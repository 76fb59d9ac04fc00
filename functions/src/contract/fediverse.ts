/**
 * The site as one fediverse account (issue 23, docs/fediverse.md): its addresses and bounds. Plain values, so the web
 * can use them without zod; the API's answers are in fediverse-schemas.ts.
 */

/** Where the federation's own documents live. The actor's identifier is the owner's username (site.config.json). */
export const FEDIVERSE_PATHS = {
  actor: "/ap/users/{identifier}",
  inbox: "/ap/users/{identifier}/inbox",
  sharedInbox: "/ap/inbox",
  outbox: "/ap/users/{identifier}/outbox",
  followers: "/ap/users/{identifier}/followers",
  following: "/ap/users/{identifier}/following",
  /** The owner's answers to fediverse comments, as Notes other servers can fetch. */
  reply: "/ap/replies/{id}",
} as const;

export { fediverseHandle } from "./fediverse-handle";

const afterCursor = (after?: string) => (after ? `?${new URLSearchParams({ after }).toString()}` : "");

/**
 * The owner's fediverse desk in the API (beyond SPEC section 7), for the web adapter and the tests. Apart from
 * routes.ts's apiPaths, which every page loads: only the owner's pages need these.
 */
export const FEDIVERSE_API_PATHS = {
  followers: (after?: string) => `/api/fediverse/followers${afterCursor(after)}`,
  blockedDomains: "/api/fediverse/blocked-domains",
  replies: (after?: string) => `/api/fediverse/replies${afterCursor(after)}`,
  approveReply: (id: string) => `/api/fediverse/replies/${encodeURIComponent(id)}/approve`,
  reply: (id: string) => `/api/fediverse/replies/${encodeURIComponent(id)}`,
  /** The owner's private answer to a private reply (issue 31): it goes to the reply's author alone. */
  answerReply: (id: string) => `/api/fediverse/replies/${encodeURIComponent(id)}/answer`,
  /** The owner's say on the account (issue 37): who may quote, and the bridge to Bluesky. */
  settings: "/api/fediverse/settings",
} as const;

/**
 * Who may quote the site's posts (issue 37), answered to each QuoteRequest (FEP-044f) and said in every object's
 * interactionPolicy.canQuote: anyone (accepted at once) or nobody (rejected).
 */
export const QUOTE_POLICIES = ["anyone", "nobody"] as const;
export type QuotePolicy = (typeof QUOTE_POLICIES)[number];

export const QUOTE_POLICY_LABELS: Record<QuotePolicy, string> = {
  anyone: "Anyone",
  nobody: "Nobody",
};

/**
 * Bridgy Fed's bot account for Bluesky (docs/bluesky.md): a fediverse account that follows it opts in to being
 * bridged, and Bridgy Fed serves standard.site's verification of a bridged site.
 */
export const BRIDGY_FED = {
  botHandle: "@bsky.brid.gy@bsky.brid.gy",
  botActor: "https://bsky.brid.gy/bsky.brid.gy",
  /** Where `/.well-known/site.standard.publication` points, `protocol=ap` for a bridged fediverse account. */
  publication: (domain: string) =>
    `https://fed.brid.gy/.well-known/site.standard.publication?${new URLSearchParams({ protocol: "ap", domain }).toString()}`,
} as const;

/** The address standard.site reads to verify a site (served while the owner bridges to Bluesky). */
export const STANDARD_SITE_PATH = "/.well-known/site.standard.publication";

export const FEDIVERSE_LIMITS = {
  /** The most bytes an activity POSTed to an inbox may have; Mastodon's own notes are far below it. */
  inboxBodyBytes: 64 * 1024,
  /** Activities one remote server may POST in a minute, beyond which it is answered 429. */
  activitiesPerServerPerMinute: 120,
  /** Activities one address may POST in a minute, whatever key it names (a large server's deliveries come from a few). */
  activitiesPerAddressPerMinute: 300,
  /** The most domains the owner may block. */
  blockedDomains: 500,
  /** The longest domain name (RFC 1035). */
  domainLength: 253,
  /** How long any fetch of a remote key, actor or object may take before it is given up. */
  fetchTimeoutMs: 5_000,
  /** How many characters of a remote reply's HTML are read, before any parsing (DESIGN.md, Input before CPU). */
  remoteHtmlChars: 20_000,
  /** Followers and replies per page of the owner's lists. */
  pageSize: 50,
  /** Outbox activities per page. */
  outboxPageSize: 20,
  /** The longest content warning kept from a remote reply (Mastodon's own limit counts it in the post's 500). */
  contentWarningChars: 500,
} as const;

/** A fediverse comment waits for the owner in moderation (pending), and shows under its item once approved. */
export const FEDIVERSE_REPLY_STATES = ["pending", "approved"] as const;

/**
 * Whom a reply from the fediverse was for, from its `to` and `cc` (issue 31), as Mastodon reads them: Public in `to`
 * (public), Public in `cc` (unlisted), its author's followers collection (followers only), or only the accounts it
 * mentions (a private mention). Only the first two can ever show under an item.
 */
export const FEDIVERSE_AUDIENCES = ["public", "unlisted", "followers", "direct"] as const;
export type FediverseAudience = (typeof FEDIVERSE_AUDIENCES)[number];

/** The audiences a reply may be approved from into the item's public comments. */
export const isPublicAudience = (audience: FediverseAudience) => audience === "public" || audience === "unlisted";

/** How the owner's moderation list names each audience. */
export const FEDIVERSE_AUDIENCE_LABELS: Record<FediverseAudience, string> = {
  public: "Public",
  unlisted: "Unlisted",
  followers: "Followers only",
  direct: "Private mention",
};

/**
 * Domain names as the owner types them: labels of lower case letters, digits and inner hyphens, joined by dots
 * (an IPv4 address fits too, for a server without a name). Each label ends at a dot, so the pattern runs in linear
 * time; the schema checks the length first.
 */
export const DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const FEDIVERSE_MESSAGES = {
  domainInvalid: "Each blocked domain must be a domain name like mastodon.example.",
  tooManyDomains: `At most ${FEDIVERSE_LIMITS.blockedDomains} domains can be blocked.`,
  replyNotFound: "Fediverse reply not found.",
  answerOnlyOwner: "Only the owner can answer a fediverse comment.",
  answerNotFediverse: "Only a comment from the fediverse can be answered this way.",
  privateReplyNotApprovable: "This reply was not public: it cannot be shown under the item. Answer it privately, or delete it.",
  privateAnswerOnlyPrivate: "Only a private reply waiting in moderation can be answered privately.",
  privateAnswerTaken: "This reply has already been answered.",
  answerRequired: "Answer text is required.",
  quotePolicyInvalid: `Who may quote is one of ${QUOTE_POLICIES.join(", ")}.`,
  bridgeInvalid: "Bridge to Bluesky is either on or off.",
} as const;
