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

/** Emailed 6-digit codes, for confirmation and password reset alike. */
export const CODE_RULES = {
  /** A code dies this long after it was sent. */
  lifetimeMs: 10 * 60 * 1000,
  /** The 5th wrong try kills the code; only a new one helps. */
  maxWrongTries: 5,
  /** The least time between two codes for the same email and purpose. */
  resendCooldownSeconds: 30,
  /** Codes sent per email and purpose in one hour, the first included. */
  sendsPerHour: 5,
} as const;

/** Failed logins allowed per window before the API answers 429. */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  failuresPerAccount: 5,
  failuresPerAddress: 30,
} as const;

/** A session lasts this long; logging out or a password reset ends it sooner. */
export const SESSION_LIFETIME_MS = 5 * 24 * 60 * 60 * 1000;

/** New accounts per network address in one hour. */
export const SIGNUPS_PER_ADDRESS_PER_HOUR = 30;

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
} as const;

/** The most entries a community list answers (newest first), so an answer stays small however busy the site. */
export const COMMUNITY_LIST_SIZE = 100;
/** Home comments per answer (newest first), and replies shown under each (oldest first). */
export const HOME_COMMENTS_PER_ANSWER = 50;
export const REPLIES_PER_COMMENT = 20;

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
