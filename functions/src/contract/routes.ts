import type { CommentOrder } from "./limits";
import type { ItemKind } from "./item-kinds";

const segment = encodeURIComponent;

/** The header of a list answer that carries the next page's cursor; absent on the last page. */
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";

/** What GET /api/{kind} takes beyond the path (item-lists.ts validates it); empty values are left out. */
export interface ItemListParams {
  limit?: number;
  after?: string;
  q?: string;
  category?: string;
  /** The owner's filter (item-status.ts OWNER_LIST_FILTERS); without it, what is public. */
  status?: string;
}

function listQuery(params: ItemListParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** Paths of SPEC section 7, built in one place for the web adapter and the tests. */
export const apiPaths = {
  profile: "/api/profile",
  reviews: "/api/reviews",
  review: (id: string) => `/api/reviews/${segment(id)}`,
  approveReview: (id: string) => `/api/reviews/approve/${segment(id)}`,
  reports: "/api/reports",
  report: (id: string) => `/api/reports/${segment(id)}`,
  markReportSeen: (id: string) => `/api/reports/seen/${segment(id)}`,
  homeComments: "/api/home-comments",
  homeComment: (id: string) => `/api/home-comments/${segment(id)}`,
  homeReplies: (commentId: string) => `/api/home-comments/reply/${segment(commentId)}`,
  /** More replies than the list answer carries (GET), one page at a time. */
  homeReplyPage: (commentId: string, after: string) =>
    `/api/home-comments/reply/${segment(commentId)}?${new URLSearchParams({ after }).toString()}`,
  homeReply: (commentId: string, replyId: string) => `/api/home-comments/reply/${segment(commentId)}/${segment(replyId)}`,
  contact: "/api/contact",
  contactMessage: (id: string) => `/api/contact/${segment(id)}`,
  /** Beyond SPEC section 7: marks a contact message handled, or waiting again ({handled}). */
  contactHandled: (id: string) => `/api/contact/${segment(id)}/handled`,
  /** Beyond SPEC section 7: what the owner has waiting, in one small answer. */
  moderationSummary: "/api/moderation/summary",
  /** Beyond SPEC section 7: the owner's page of recent comments across the site, newest first. */
  moderationComments: (after?: string, limit?: number) => `/api/moderation/comments${listQuery({ after, limit })}`,
  /** Beyond SPEC section 7: turns one member's commenting off or on ({disabled}). */
  commenting: (username: string) => `/api/moderation/commenting/${segment(username)}`,
  /** Beyond SPEC section 7: one page view, sent without cookies' help (docs/stats.md). */
  views: "/api/views",
  /** Beyond SPEC section 7: the owner's stats of the last `days` days. */
  stats: (days: number) => `/api/stats?days=${days}`,
  projects: "/api/projects",
  project: (id: string) => `/api/projects/${encodeURIComponent(id)}`,
  // Account calls (SPEC section 7).
  login: "/api/login",
  /** Beyond SPEC section 7: second factors and passkeys (docs/accounts.md, "Second factors"). */
  loginSecondFactor: "/api/login/second-factor",
  loginPasskeyOptions: "/api/login/passkey-options",
  loginPasskey: "/api/login/passkey",
  security: "/api/security",
  securityTotp: "/api/security/totp",
  securityTotpConfirm: "/api/security/totp/confirm",
  securityRecoveryCodes: "/api/security/recovery-codes",
  securityPasskeyOptions: "/api/security/passkeys/options",
  securityPasskeys: "/api/security/passkeys",
  securityPasskey: (id: string) => `/api/security/passkeys/${encodeURIComponent(id)}`,
  securityStepUpOptions: "/api/security/step-up/options",
  securityStepUp: "/api/security/step-up",
  signup: "/api/signup",
  confirm: "/api/confirm",
  resend: "/api/resend",
  forgotRequest: "/api/forgot-request",
  forgotVerify: "/api/forgot-verify",
  forgotResend: "/api/forgot-resend",
  forgotReset: "/api/forgot-reset",
  /** Beyond SPEC section 7: checks the one-time link of a reset mail (`/forgot?token=`), without using it. */
  forgotLink: "/api/forgot-link",
  logout: "/api/logout",
  /** Beyond SPEC section 7: a member deletes their own account (password again in the body). */
  deleteAccount: "/api/delete-account",
  uploadProfileImage: "/api/upload-profile-image",
  user: (username: string) => `/api/user/${encodeURIComponent(username)}`,
  userFollow: (username: string) => `/api/user/${encodeURIComponent(username)}/follow`,
  userProfileImage: (username: string) => `/api/user/${encodeURIComponent(username)}/profile-image`,
  // Articles and blogs (one shape), random posts and did-you-know posts (one shape).
  articles: "/api/articles",
  article: (id: string) => `/api/articles/${encodeURIComponent(id)}`,
  blogs: "/api/blogs",
  blog: (id: string) => `/api/blogs/${encodeURIComponent(id)}`,
  randomPosts: "/api/random-post",
  randomPost: (id: string) => `/api/random-post/${encodeURIComponent(id)}`,
  didYouKnowPosts: "/api/islamic",
  didYouKnowPost: (id: string) => `/api/islamic/${encodeURIComponent(id)}`,
  // Any of the five published kinds: its list (and create), and one item (read, update, delete).
  items: (kind: ItemKind) => `/api/${kind}`,
  /** One page of a kind's cards: `limit` of them after the cursor `after`, matching `q` and `category`. */
  itemList: (kind: ItemKind, params: ItemListParams = {}) => `/api/${kind}${listQuery(params)}`,
  item: (kind: ItemKind, id: string) => `/api/${kind}/${encodeURIComponent(id)}`,
  /** One item seen through its secret preview link (the owner's desk, issue 22). */
  itemPreview: (kind: ItemKind, id: string, token: string) => `/api/${kind}/${segment(id)}?${new URLSearchParams({ preview: token }).toString()}`,
  /** The owner's secret preview link of an unpublished item: made (POST) or revoked (DELETE). */
  itemPreviewLink: (kind: ItemKind, id: string) => `/api/${kind}/${segment(id)}/preview`,
  /** Beyond SPEC section 7: who hears of an item of `kind` when it becomes public (the owner's publish confirmation). */
  publishingAudience: (kind: ItemKind, id?: string) => `/api/publishing/audience?${new URLSearchParams(id ? { kind, id } : { kind }).toString()}`,
  /** Beyond SPEC section 7: the long-form editor's live preview (POST {body}, owner; docs/long-form.md). */
  bodyPreview: "/api/long-form/preview",
  /** Beyond SPEC section 7: the caller's own data as one JSON file (GET, any signed-in caller; issue 36). */
  myData: "/api/my-data",
  /** The owner's imports (docs/import-export.md): list and upload (multipart `file`), one job, and starting it. */
  imports: "/api/imports",
  importJob: (id: string) => `/api/imports/${segment(id)}`,
  importStart: (id: string) => `/api/imports/${segment(id)}/start`,
  importResume: (id: string) => `/api/imports/${segment(id)}/resume`,
  /** Beyond SPEC section 7: one image for an article's or blog's body (POST multipart `image`, owner; docs/long-form.md). */
  itemBodyImages: (kind: ItemKind, id: string) => `/api/${kind}/${segment(id)}/body-images`,
  /** The editor's autosave of an item, or of the kind's new item (id "new"): GET, PUT, DELETE (owner). */
  itemAutosave: (kind: ItemKind, id: string, version?: number) =>
    `/api/${kind}/${segment(id)}/autosave${version === undefined ? "" : `?version=${version}`}`,
  /** An item's kept revisions (GET, owner), one of them (GET), and restoring one (POST). */
  itemRevisions: (kind: ItemKind, id: string) => `/api/${kind}/${segment(id)}/revisions`,
  itemRevision: (kind: ItemKind, id: string, revisionId: string) => `/api/${kind}/${segment(id)}/revisions/${segment(revisionId)}`,
  itemRevisionRestore: (kind: ItemKind, id: string, revisionId: string) => `/api/${kind}/${segment(id)}/revisions/${segment(revisionId)}/restore`,
  /** The owner takes an item back out of the trash (POST). */
  itemRestore: (kind: ItemKind, id: string) => `/api/${kind}/${segment(id)}/restore`,
  // Likes and comments on any of the five kinds; each answers the full updated item.
  itemLike: (kind: ItemKind, id: string) => `/api/${kind}/like/${segment(id)}`,
  itemComments: (kind: ItemKind, id: string) => `/api/${kind}/comment/${segment(id)}`,
  itemComment: (kind: ItemKind, id: string, commentId: string) => `/api/${kind}/comment/${segment(id)}/${segment(commentId)}`,
  /** More comments than the item answer carries, one page at a time. */
  itemCommentPage: (kind: ItemKind, id: string, order: CommentOrder, after?: string) =>
    `/api/${kind}/${segment(id)}/comments?${new URLSearchParams(after ? { order, after } : { order }).toString()}`,
} as const;
