import { confirmHandler, resendHandler, signupHandler } from "./handlers/accounts/signup";
import { forgotLinkHandler, forgotResetHandler, forgotVerifyHandler, sendResetCodeHandler } from "./handlers/accounts/password-reset";
import { getProfile } from "./handlers/accounts/profile";
import { deleteAccountHandler } from "./handlers/accounts/account-deletion";
import { FEED_ROUTES, sitemapHandler } from "./handlers/site/feeds";
import { getItemHandler, listItemsHandler } from "./handlers/items/reading";
import { homePageHandler, itemPageHandler, listPageHandler, searchPageHandler } from "./handlers/site/pages";
import { llmsTxtHandler } from "./handlers/site/machine-readable";
import { webmentionHandler } from "./handlers/site/webmention";
import { unknownPathHandler, withOldQueryLinks } from "./handlers/site/old-links";
import { myDataHandler } from "./handlers/accounts/my-data";
import { getImportHandler, listImportsHandler, resumeImportHandler, startImportHandler, uploadImportHandler } from "./handlers/site-transfer/imports";
import { searchHandler } from "./handlers/search/search";
import {
  createItemHandler,
  deleteItemHandler,
  openPreviewHandler,
  publishingAudienceHandler,
  restoreRevisionHandler,
  restoreItemHandler,
  revokePreviewHandler,
  updateItemHandler,
} from "./handlers/items/publishing";
import { deleteAutosaveHandler, getAutosaveHandler, putAutosaveHandler } from "./handlers/items/autosave";
import { addBodyImageHandler, getRevisionHandler, listRevisionsHandler, previewBodyHandler } from "./handlers/items/long-form";
import { contactHandledHandler, deleteContactHandler, listContactHandler, sendContactHandler } from "./handlers/engagement/contact";
import { addCommentHandler, commentPageHandler, deleteCommentHandler, likeHandler } from "./handlers/engagement/likes-and-comments";
import {
  addHomeCommentHandler,
  addReplyHandler,
  deleteHomeCommentHandler,
  deleteReplyHandler,
  listHomeCommentsHandler,
  listRepliesHandler,
} from "./handlers/engagement/home-comments";
import { commentingHandler, moderationCommentsHandler, moderationSummaryHandler } from "./handlers/moderation/inbox";
import {
  answerFediverseReplyHandler,
  approveFediverseReplyHandler,
  getBlockedDomainsHandler,
  getFediverseSettingsHandler,
  listFediverseRepliesHandler,
  listFollowersHandler,
  putBlockedDomainsHandler,
  putFediverseSettingsHandler,
  rejectFediverseReplyHandler,
} from "./fediverse/handlers/desk";
import { standardSitePublicationHandler } from "./fediverse/handlers/bridge";
import { STANDARD_SITE_PATH } from "./contract/fediverse";
import { recordViewHandler, statsHandler } from "./handlers/stats/stats";
import { getSubscriptionsHandler, putSubscriptionsHandler } from "./handlers/mail/subscriptions";
import { checkUnsubscribeHandler, unsubscribeHandler, unsubscribePageHandler, unsubscribePagePostHandler } from "./handlers/mail/unsubscribe";
import { createReportHandler, deleteReportHandler, listReportsHandler, markReportSeenHandler } from "./handlers/engagement/reports";
import { approveReviewHandler, createReviewHandler, deleteReviewHandler, listReviewsHandler } from "./handlers/engagement/reviews";
import {
  addPasskeyHandler,
  confirmTotpHandler,
  loginPasskeyOptionsHandler,
  passkeyLoginHandler,
  passkeyRegistrationOptionsHandler,
  remakeRecoveryCodesHandler,
  removePasskeyHandler,
  removeTotpHandler,
  renamePasskeyHandler,
  secondFactorHandler,
  securityHandler,
  startTotpHandler,
  stepUpHandler,
  stepUpOptionsHandler,
} from "./handlers/accounts/security";
import { endOtherSessionsHandler, endSessionHandler, listSessionsHandler, loginHandler, logoutHandler } from "./handlers/accounts/sessions";
import { auditLogHandler } from "./handlers/accounts/audit";
import { downloadExportHandler, getExportHandler, listExportsHandler, startExportHandler } from "./handlers/exports/exports";
import { followHandler, getUserHandler, profileImageHandler, uploadProfileImageHandler } from "./handlers/accounts/users";
import { ITEM_KINDS, ITEM_KIND_NAMES } from "./contract/item-kinds";
import { WEBMENTION_PATH } from "./contract/webmentions";
import { BODY_BOUNDS as BODY } from "./http/body-bounds";
import { Router } from "./http/router";

/**
 * Every routed call of SPEC section 7; calls not listed here answer 404 JSON. A route that reads a body names its
 * bound (http/body-bounds.ts); the others take the smallest, and a bigger body answers 413 before the handler.
 */
export const router = new Router()
  .on("GET", "/api/profile", getProfile)
  .on("POST", "/api/signup", signupHandler, BODY.account)
  .on("POST", "/api/confirm", confirmHandler, BODY.account)
  .on("POST", "/api/resend", resendHandler, BODY.account)
  .on("POST", "/api/login", loginHandler, BODY.account)
  .on("POST", "/api/logout", logoutHandler, BODY.account)
  // Second factors, the second step of signing in and passkeys alone (docs/accounts.md, "Second factors").
  .on("POST", "/api/login/second-factor", secondFactorHandler, BODY.factor)
  .on("POST", "/api/login/passkey-options", loginPasskeyOptionsHandler, BODY.account)
  .on("POST", "/api/login/passkey", passkeyLoginHandler, BODY.factor)
  .on("GET", "/api/security", securityHandler)
  .on("POST", "/api/security/totp", startTotpHandler)
  .on("POST", "/api/security/totp/confirm", confirmTotpHandler, BODY.account)
  .on("DELETE", "/api/security/totp", removeTotpHandler)
  .on("POST", "/api/security/recovery-codes", remakeRecoveryCodesHandler)
  .on("POST", "/api/security/passkeys/options", passkeyRegistrationOptionsHandler)
  .on("POST", "/api/security/passkeys", addPasskeyHandler, BODY.factor)
  .on("PUT", "/api/security/passkeys/:id", renamePasskeyHandler, BODY.account)
  .on("DELETE", "/api/security/passkeys/:id", removePasskeyHandler)
  .on("POST", "/api/security/step-up/options", stepUpOptionsHandler)
  .on("POST", "/api/security/step-up", stepUpHandler, BODY.factor)
  // This account's sessions, and the owner's audit log (issue 34, docs/accounts.md).
  .on("GET", "/api/sessions", listSessionsHandler)
  .on("DELETE", "/api/sessions/:id", endSessionHandler)
  .on("POST", "/api/sessions/end-others", endOtherSessionsHandler, BODY.small)
  .on("GET", "/api/audit", auditLogHandler)
  .on("POST", "/api/forgot-request", sendResetCodeHandler, BODY.account)
  .on("POST", "/api/forgot-verify", forgotVerifyHandler, BODY.account)
  .on("POST", "/api/forgot-resend", sendResetCodeHandler, BODY.account)
  .on("POST", "/api/forgot-reset", forgotResetHandler, BODY.account)
  .on("POST", "/api/forgot-link", forgotLinkHandler, BODY.account)
  .on("POST", "/api/upload-profile-image", uploadProfileImageHandler, BODY.profileImage)
  .on("POST", "/api/delete-account", deleteAccountHandler, BODY.account)
  // "Download my data": the caller's own records as one JSON file (issue 36).
  .on("GET", "/api/my-data", myDataHandler)
  // The owner's imports from WordPress, Ghost, Markdown or this site's own export (issue 36, docs/import-export.md).
  .on("GET", "/api/imports", listImportsHandler)
  .on("POST", "/api/imports", uploadImportHandler, BODY.importFile)
  .on("GET", "/api/imports/:id", getImportHandler)
  .on("POST", "/api/imports/:id/start", startImportHandler, BODY.importStart)
  .on("POST", "/api/imports/:id/resume", resumeImportHandler, BODY.importStart)
  // The owner's export of the whole site, as a zip or a WordPress file (issue 36, docs/import-export.md).
  .on("POST", "/api/exports", startExportHandler, BODY.small)
  .on("GET", "/api/exports", listExportsHandler)
  .on("GET", "/api/exports/:id", getExportHandler)
  .on("GET", "/api/exports/:id/download", downloadExportHandler)
  .on("GET", "/api/user/:username", getUserHandler)
  .on("POST", "/api/user/:username/follow", followHandler, BODY.small)
  .on("GET", "/api/user/:username/profile-image", profileImageHandler)
  .on("GET", "/api/reviews", listReviewsHandler)
  .on("POST", "/api/reviews", createReviewHandler, BODY.review)
  .on("PUT", "/api/reviews/approve/:id", approveReviewHandler)
  .on("DELETE", "/api/reviews/:id", deleteReviewHandler)
  .on("GET", "/api/reports", listReportsHandler)
  .on("POST", "/api/reports", createReportHandler, BODY.report)
  .on("PUT", "/api/reports/seen/:id", markReportSeenHandler)
  .on("DELETE", "/api/reports/:id", deleteReportHandler)
  .on("GET", "/api/home-comments", listHomeCommentsHandler)
  .on("POST", "/api/home-comments", addHomeCommentHandler, BODY.comment)
  .on("DELETE", "/api/home-comments/:id", deleteHomeCommentHandler)
  .on("GET", "/api/home-comments/reply/:commentId", listRepliesHandler)
  .on("POST", "/api/home-comments/reply/:commentId", addReplyHandler, BODY.comment)
  .on("DELETE", "/api/home-comments/reply/:commentId/:replyId", deleteReplyHandler)
  .on("GET", "/api/contact", listContactHandler)
  .on("POST", "/api/contact", sendContactHandler, BODY.contact)
  .on("DELETE", "/api/contact/:id", deleteContactHandler)
  .on("PUT", "/api/contact/:id/handled", contactHandledHandler, BODY.small)
  .on("GET", "/api/moderation/summary", moderationSummaryHandler)
  // The owner's inbox of every comment, and Ghost's "disable commenting" for one member (issue 32).
  .on("GET", "/api/moderation/comments", moderationCommentsHandler)
  .on("PUT", "/api/moderation/commenting/:username", commentingHandler, BODY.small)
  // Who hears of a new item, for the owner's publish confirmation (docs/owner-desk.md).
  .on("GET", "/api/publishing/audience", publishingAudienceHandler)
  // The long-form editor's live preview (docs/long-form.md).
  .on("POST", "/api/long-form/preview", previewBodyHandler, BODY.bodyPreview)
  // The owner's fediverse desk (docs/fediverse.md); the federation itself is the fediverse function (index.ts).
  .on("GET", "/api/fediverse/followers", listFollowersHandler)
  .on("GET", "/api/fediverse/blocked-domains", getBlockedDomainsHandler)
  .on("PUT", "/api/fediverse/blocked-domains", putBlockedDomainsHandler, BODY.blockedDomains)
  .on("GET", "/api/fediverse/settings", getFediverseSettingsHandler)
  // Bridgy Fed's standard.site verification (docs/bluesky.md); Hosting rewrites the address here.
  .on("GET", STANDARD_SITE_PATH, standardSitePublicationHandler)
  .on("PUT", "/api/fediverse/settings", putFediverseSettingsHandler, BODY.small)
  .on("GET", "/api/fediverse/replies", listFediverseRepliesHandler)
  .on("PUT", "/api/fediverse/replies/:id/approve", approveFediverseReplyHandler)
  .on("DELETE", "/api/fediverse/replies/:id", rejectFediverseReplyHandler)
  .on("POST", "/api/fediverse/replies/:id/answer", answerFediverseReplyHandler, BODY.comment)
  // Cookieless page views and the owner's stats (docs/stats.md).
  .on("POST", "/api/views", recordViewHandler, BODY.view)
  .on("GET", "/api/stats", statsHandler)
  // Email choices, and the one-click unsubscribe every list mail links to (docs/email.md).
  .on("GET", "/api/subscriptions", getSubscriptionsHandler)
  .on("PUT", "/api/subscriptions", putSubscriptionsHandler, BODY.subscriptions)
  .on("GET", "/api/unsubscribe", checkUnsubscribeHandler)
  .on("POST", "/api/unsubscribe", unsubscribeHandler, BODY.unsubscribe)
  .on("GET", "/unsubscribe", unsubscribePageHandler)
  .on("POST", "/unsubscribe", unsubscribePagePostHandler, BODY.unsubscribe)
  // Site-wide search over the five kinds (docs/search.md), and its page.
  .on("GET", "/api/search", searchHandler)
  .on("GET", "/search", searchPageHandler)
  // Hosting rewrites these site addresses to the function too (firebase.json): crawlers and feed readers.
  .on("GET", "/", withOldQueryLinks(homePageHandler))
  .on("GET", "/sitemap.xml", sitemapHandler)
  // The site's items for language models, each linked to its Markdown (issue 36).
  .on("GET", "/llms.txt", llmsTxtHandler)
  // Webmentions from other sites (W3C Webmention; docs/fediverse.md, "Webmentions").
  .on("POST", WEBMENTION_PATH, webmentionHandler, BODY.webmention)
  // Whatever else Hosting passes on (firebase.json's last rewrite): an imported item's old address, or not found.
  .otherwise(unknownPathHandler);

// Each kind's feed and everything's, in RSS 2.0 and JSON Feed 1.1 (contract/feeds.ts), for feed readers.
for (const { path, handler } of FEED_ROUTES) router.on("GET", path, handler);

// The five published kinds share one set of calls (SPEC section 7), under /api/{kind}.
for (const kind of ITEM_KIND_NAMES) {
  router
    .on("GET", `/api/${kind}`, listItemsHandler(kind))
    .on("POST", `/api/${kind}`, createItemHandler(kind), BODY.publishing)
    .on("GET", `/api/${kind}/:id`, getItemHandler(kind))
    .on("PUT", `/api/${kind}/:id`, updateItemHandler(kind), BODY.publishing)
    .on("DELETE", `/api/${kind}/:id`, deleteItemHandler(kind))
    .on("POST", `/api/${kind}/:id/restore`, restoreItemHandler(kind))
    .on("POST", `/api/${kind}/:id/preview`, openPreviewHandler(kind))
    .on("DELETE", `/api/${kind}/:id/preview`, revokePreviewHandler(kind))
    // Every save's revision: list, read one, restore one (docs/long-form.md).
    // The editor's autosave, of an item or of the kind's new item (`:target` is "new"): docs/long-form.md.
    .on("GET", `/api/${kind}/:target/autosave`, getAutosaveHandler(kind))
    .on("PUT", `/api/${kind}/:target/autosave`, putAutosaveHandler(kind), BODY.autosave)
    .on("DELETE", `/api/${kind}/:target/autosave`, deleteAutosaveHandler(kind))
    .on("GET", `/api/${kind}/:id/revisions`, listRevisionsHandler(kind))
    .on("GET", `/api/${kind}/:id/revisions/:revisionId`, getRevisionHandler(kind))
    .on("POST", `/api/${kind}/:id/revisions/:revisionId/restore`, restoreRevisionHandler(kind))
    .on("POST", `/api/${kind}/like/:id`, likeHandler(kind))
    .on("POST", `/api/${kind}/comment/:id`, addCommentHandler(kind), BODY.comment)
    .on("DELETE", `/api/${kind}/comment/:id/:commentId`, deleteCommentHandler(kind))
    .on("GET", `/api/${kind}/:id/comments`, commentPageHandler(kind))
    .on("GET", ITEM_KINDS[kind].pagePath, listPageHandler(kind))
    .on("GET", `${ITEM_KINDS[kind].pagePath}/:id`, itemPageHandler(kind));
  // Images of a long-form body, for the kinds that have one (docs/long-form.md).
  if (ITEM_KINDS[kind].shape === "writing") router.on("POST", `/api/${kind}/:id/body-images`, addBodyImageHandler(kind), BODY.publishing);
}
