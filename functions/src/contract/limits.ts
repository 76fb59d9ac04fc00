/** Business constants of SPEC section 9, shared by the API and the web. */

export const PROJECT_CATEGORIES = [
  "Simple",
  "Python",
  "Frontend",
  "Backend",
  "Full-stack",
  "Others",
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const POST_CATEGORIES = [
  "Health & Wellness",
  "Technology",
  "Business & Finance",
  "Lifestyle",
  "Education & Learning",
  "Entertainment & Media",
  "Science & Nature",
  "Sports & Fitness",
  "Food & Cooking",
  "Self-Improvement",
  "Politics & Current Affairs",
  "History & Culture",
  "Religion & Spirituality",
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

/** Exact project titles that carry a demo tool (SPEC section 2). */
export const DEMO_TOOL_TITLES = [
  "Life Timer",
  "GitHub User Data Fetcher",
  "ColorPalette Pro",
  "QR Code Generator",
  "Expense Tracker",
  "Password Generator App",
] as const;
export type DemoToolTitle = (typeof DEMO_TOOL_TITLES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** An item answer carries at most this many comments, so it stays small however popular the item is. */
export const COMMENTS_PER_ITEM = 50;

export const TEXT_LIMITS = {
  comment: 2000,
  reviewText: 2000,
  reportSubject: 200,
  reportDescription: 5000,
  contactMessage: 5000,
  title: 200,
  shortText: 500,
  email: 254,
  longText: 20000,
} as const;

/** Emailed 6-digit codes, for confirmation and password reset alike (docs/accounts.md, "Codes"). */
export const CODE_RULES = {
  /** A code dies this long after it was sent. */
  lifetimeMs: 10 * 60 * 1000,
  /**
   * Live codes kept per email and purpose: asking for a new code does not kill the last few, so a stranger's
   * request cannot spoil the code the owner is about to type. Any live one verifies; using one kills them all.
   */
  liveCodes: 3,
  /**
   * Tries per email, purpose and network address in one code lifetime; the next one answers 429.
   * Counted before the code is checked, so a parallel burst cannot slip past.
   */
  triesPerAddress: 5,
  /**
   * Tries at the codes of one email in a day, both purposes and every address together: the hard ceiling on
   * guessing, which holds however a caller lies about its address (docs/accounts.md, "Why guessing stays
   * hopeless"). With up to 3 live codes, each try has at most 3 chances in a million.
   */
  triesPerEmailPerDay: 20,
  /** The least time between two codes for the same email, purpose and network address. */
  resendCooldownSeconds: 30,
  /** Codes asked per email, purpose and network address in one hour, the first included. */
  sendsPerHour: 5,
} as const;

/** A day, the window of the per-recipient mail cap and the life of an unconfirmed account. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Caps that trust no header (docs/accounts.md, "Limits without Hosting in front"): they count per email or for
 * the whole site, so a caller who forges Fastly-Client-IP gains nothing against them.
 */
export const ABUSE_LIMITS = {
  /**
   * Code emails (confirm and reset together) one inbox may be sent in a day, whoever asks and from wherever.
   * Past it no email goes out, but the request still answers as sent and the newest code already in the inbox
   * is kept alive, so a stranger who spends the cap cannot stop the inbox's owner (code-delivery.ts).
   */
  mailsPerRecipientPerDay: 10,
  /** New accounts on the whole site in one clock hour: far above a personal site's real traffic. */
  signupsPerHour: 500,
  /**
   * Code emails on the whole site in one clock hour (signups' codes included). Only mails actually queued
   * count: a request for an email without an account sends nothing and costs the site nothing.
   */
  codesPerHour: 1000,
  /**
   * Code requests (signup codes, resends, resets) from one network address in an hour, all emails together:
   * one client spraying random emails stops here, long before the site-wide cap.
   */
  codeRequestsPerAddressPerHour: 20,
} as const;

/**
 * Failed logins (docs/accounts.md, "Login limits"). Nothing locks an account: past a few failures each further
 * attempt on it must wait a growing delay, and an address with no recent failures is not made to wait at all.
 */
export const LOGIN_LIMITS = {
  /** Failures are forgotten this long after the last one (per account) or after the first (per address). */
  windowMs: 15 * 60 * 1000,
  /** Failures on an account before delays begin. */
  failuresPerAccount: 5,
  /** The first delay; each further failure doubles it, up to the cap. */
  firstDelayMs: 1000,
  maxDelayMs: 60 * 1000,
  /**
   * Attempts per account and hour that skip its delay because they come from an address with no recent
   * failures. Above it, clean addresses wait like the rest: a forged Fastly-Client-IP makes every address
   * "clean", and this keeps such a caller to about 100 + 60 guesses an hour per account.
   */
  cleanAddressPassesPerHour: 100,
  /** Failures per address in the window, across all accounts; the next attempt from it answers 429. */
  failuresPerAddress: 30,
} as const;

/** A session lasts this long; logging out or a password reset ends it sooner. */
export const SESSION_LIFETIME_MS = 5 * 24 * 60 * 60 * 1000;

/** New accounts per network address in one hour. */
export const SIGNUPS_PER_ADDRESS_PER_HOUR = 30;

/**
 * An account not confirmed this long after its signup is removed (its Auth user, profile, username and
 * account data), which frees its username and email for someone else.
 */
export const UNCONFIRMED_ACCOUNT_LIFETIME_MS = DAY_MS;

/** SPEC section 9: a follower is worth this much score (an unfollow takes it back). */
export const SCORE_PER_FOLLOWER = 10;

/**
 * Anti-spam limits per signed-in user (docs/community.md). Each names how many calls of one kind fit in a
 * window; the next one answers 429 with Retry-After.
 */
export const COMMUNITY_LIMITS = {
  /** Comments on items, home comments and replies, together. */
  comments: { limit: 10, windowMs: 60 * 1000 },
  reviews: { limit: 3, windowMs: 24 * 60 * 60 * 1000 },
  reports: { limit: 5, windowMs: 60 * 60 * 1000 },
  contactMessages: { limit: 5, windowMs: 60 * 60 * 1000 },
  /**
   * Likes (and taking them back), follows (and unfollows) and profile images: far above what a person clicks, but
   * a script can no longer write without end on one account (issue 20).
   */
  likes: { limit: 60, windowMs: 60 * 1000 },
  follows: { limit: 30, windowMs: 60 * 1000 },
  profileImages: { limit: 10, windowMs: 60 * 60 * 1000 },
} as const;

/** The most entries a community list answers (newest first), so an answer stays small however busy the site. */
export const COMMUNITY_LIST_SIZE = 100;
/** Home comments per answer (newest first). */
export const HOME_COMMENTS_PER_ANSWER = 50;
/**
 * Replies the list answer carries under each comment (oldest first): the start of the thread, not all of it. The
 * server renders them into the home page and the browser hydrates each one, which cost a phone 400 ms of blocked
 * main thread with 50 comments of 20 replies (issue 32). The rest come on demand, a page at a time.
 */
export const REPLIES_IN_LIST = 2;
/** GET /api/home-comments/reply/{commentId}?limit=: replies a page, 20 unless asked, never more than 50. */
export const REPLY_PAGE = { defaultSize: 20, maxSize: 50 } as const;

/** SPEC section 4: comments show oldest first by default, or newest first. */
export const COMMENT_ORDERS = ["oldest", "newest"] as const;
export type CommentOrder = (typeof COMMENT_ORDERS)[number];

/**
 * GET /api/{kind} answers one page of cards (DESIGN.md "Lists stay small"): `limit` cards, 12 by default (a grid
 * of one, two or three columns fills evenly), never more than 50.
 */
export const LIST_PAGE = { defaultSize: 12, maxSize: 50 } as const;

/** The longest search text a list takes; longer input is a 400, not a slow query. */
export const LIST_SEARCH_MAX_LENGTH = 200;

/**
 * A card's text (first paragraph, desc, short description) is cut to about this many characters: enough for the
 * 30- and 50-character previews of SPEC section 2 and a 155-character description, never a whole body.
 */
export const CARD_TEXT_LENGTH = 200;

/**
 * Email that brings readers back (docs/email.md, "Caps"). Each cap bounds what one member can receive, so a burst of
 * publishing or a busy thread never floods an inbox, and what one queued task does, so no task nears its time-out.
 */
export const MAIL_LIMITS = {
  /** Subscribers one mail task reads and writes mails for; then it queues the next page (one Firestore query). */
  subscribersPerTask: 500,
  /**
   * New-post mails a member can get in a day: every subscriber gets the same announcements, so this counts
   * announcements on the whole site. An item made public past it is still marked announced, and mailed to nobody.
   */
  newPostMailsPerDay: 10,
  /** Reply mails one member gets about one comment thread in an hour: the first reply tells them; the rest wait on the page. */
  replyMailsPerThreadPerHour: 1,
  /** Reply mails one member gets in a day, all threads together. */
  replyMailsPerMemberPerDay: 20,
  /** The owner's "new items to moderate" digest: at most this many a day (one), and only when something waits. */
  moderationDigestsPerDay: 1,
  /** An item that became public longer ago than this is never announced (an edit of an old item is no news). */
  announceWithinMs: 2 * DAY_MS,
} as const;

/**
 * How long the one-time link of a reset mail works (services/accounts/auth-codes.ts): longer than a code's 10 minutes, as a
 * mail may be read late, short enough that an old mail's link is dead.
 */
export const RESET_LINK_LIFETIME_MS = 30 * 60 * 1000;

/**
 * What a member is told, on every comment and reply write and where each comment box would be, once the owner has
 * turned their commenting off (issue 32). Here, beside the comment limits every comment box already loads, so it
 * costs the pages no chunk of its own.
 */
export const COMMENTING_DISABLED_MESSAGE = "The site owner has turned off commenting for your account.";
