import { TEXT_LIMITS } from "./limits";

/**
 * Webmentions (W3C Recommendation, https://www.w3.org/TR/webmention/; issue 37), both directions: the endpoint
 * other sites POST `source` and `target` to, and what we send when an item goes public or its body changes.
 */
/** The endpoint. This file holds no schema (webmention-schemas.ts does), so every page's head can name it without zod. */
export const WEBMENTION_PATH = "/webmention";

/** The "server" a reply from a web page shows ("via the web"): no fediverse account to answer there. */
export const WEB_SERVER_LABEL = "the web";

export const WEBMENTION_LIMITS = {
  /** The longest source or target address we take. */
  urlLength: 2048,
  /** The most bytes of a source page, or a target page we look for an endpoint in, read as it streams. */
  pageBytes: 1024 * 1024,
  /** Each fetch and each send gives up after this long. */
  fetchTimeoutMs: 5000,
  /** The most links of one item's body we send to; the rest are left out. */
  linksPerItem: 50,
  /** A reply's text, as a comment's. */
  textLength: TEXT_LIMITS.comment,
  /** Webmentions one network may send in a window (the rate limiter's bucket). */
  perNetwork: { limit: 30, windowMs: 60 * 1000 },
} as const;

export const WEBMENTION_MESSAGES = {
  accepted: "Webmention accepted: it will be checked shortly.",
  sourceInvalid: "The source must be an absolute http(s) URL.",
  targetInvalid: "The target must be an absolute http(s) URL.",
  sameUrl: "The source and the target must be different URLs.",
  unknownTarget: "The target is not a page of this site that accepts webmentions.",
  tooMany: "Too many webmentions from your network. Please try again in {wait}.",
} as const;

/** What a verified mention is, from its h-entry: a reply (or a mention with text), a like, a repost, or a bare mention (no text: kept, not shown). */
export type WebmentionType = "reply" | "like" | "repost" | "mention";
