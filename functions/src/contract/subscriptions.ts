import { ITEM_KINDS, ITEM_KIND_NAMES, type ItemKind } from "./item-kinds";

/**
 * What a member asks to be emailed (issue 24, docs/email.md): new posts of some kinds or of all, and replies to their
 * comments. Plain values, so the web can use them without zod; the request schema is in subscriptions-schemas.ts.
 */

/** "Email me new posts" takes kinds, or "all" for every kind (including any kind added later). */
export const ALL_POSTS = "all";
export type PostChoice = ItemKind | typeof ALL_POSTS;
export const POST_CHOICES: readonly PostChoice[] = [ALL_POSTS, ...ITEM_KIND_NAMES];

export interface Subscriptions {
  posts: PostChoice[];
  /** "Email me replies to my comments": on for every member who confirmed their email after issue 24. */
  replies: boolean;
  /** Only the owner's: the daily "new items to moderate" digest. */
  moderationDigest: boolean;
}

/** What a member who never chose has: no post mails, reply mails on, and the owner's digest on. */
export const DEFAULT_SUBSCRIPTIONS: Subscriptions = { posts: [], replies: true, moderationDigest: true };

/**
 * One list a mail belongs to, named in its unsubscribe link: the one thing a click there turns off.
 * `posts:all` stops every new-post mail, `posts:{kind}` that kind's.
 */
export type MailList = `posts:${PostChoice}` | "replies" | "moderation";
export const MAIL_LISTS: readonly MailList[] = [...POST_CHOICES.map((choice): MailList => `posts:${choice}`), "replies", "moderation"];

export const isMailList = (value: string): value is MailList => (MAIL_LISTS as readonly string[]).includes(value);

/** What the unsubscribe page and its answer call a list: "new articles", "replies to your comments". */
export function mailListLabel(list: MailList): string {
  if (list === "replies") return "replies to your comments";
  if (list === "moderation") return "the daily digest of new items to moderate";
  const choice = list.slice("posts:".length) as PostChoice;
  return choice === ALL_POSTS ? "new posts" : `new ${ITEM_KINDS[choice].label}s`;
}

/** The label of a kind's checkbox on the profile. */
export const postChoiceLabel = (choice: PostChoice): string => (choice === ALL_POSTS ? "Everything" : ITEM_KINDS[choice].list.title);

export const SUBSCRIPTION_MESSAGES = {
  saved: "Your email choices are saved.",
  /** Told at confirmation and on the profile: reply mails are on until the member turns them off. */
  repliesOnByDefault: "We email you when someone replies to your comments. You can turn this off on your profile.",
  unknownKind: "Choose from the kinds listed.",
  badToken: "This unsubscribe link is not valid. Use the link from your latest email, or change your choices on your profile.",
  missingToken: "This unsubscribe link is incomplete. Use the whole link from your email.",
} as const;

export const SUBSCRIPTION_API_PATHS = {
  subscriptions: "/api/subscriptions",
  unsubscribe: (token: string) => `/api/unsubscribe?${new URLSearchParams({ t: token }).toString()}`,
} as const;

/** The page a mail's link opens: it shows the list and a button that POSTs (a GET never unsubscribes). */
export const unsubscribePagePath = (token: string) => `/unsubscribe?${new URLSearchParams({ t: token }).toString()}`;

export interface SubscriptionsAnswer {
  success: true;
  subscriptions: Subscriptions;
  message: string;
}

/** Where a link stands: ready to press, done (just now), its account gone. */
export type UnsubscribeState = "ready" | "done" | "gone";

/** GET /api/unsubscribe?t= (checks only) and POST (turns the list off) answer this. */
export interface UnsubscribeAnswer {
  success: true;
  state: UnsubscribeState;
  list: MailList;
  /** The list in words: "new articles". */
  label: string;
  message: string;
}

/** What the /unsubscribe page shows: a checked link, or why the link is not valid. */
export type UnsubscribeView = UnsubscribeAnswer | { success: false; state: "invalid"; message: string };

export const unsubscribeViewKey = (token: string) => ["unsubscribe", token] as const;

export function unsubscribeMessage(state: UnsubscribeState, label: string): string {
  if (state === "ready") return `Unsubscribe from ${label}? Press the button and we stop these emails.`;
  if (state === "done") return `You are unsubscribed from ${label}. You can change what we send you on your profile at any time.`;
  return "This account no longer exists, so there is nothing to unsubscribe.";
}
