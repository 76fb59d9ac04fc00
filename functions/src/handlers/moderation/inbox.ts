import { USERNAME_PATTERN } from "../../contract/account-rules";
import type { ModerationSummary } from "../../contract/community";
import { commentingRequestSchema, inboxCommentQuerySchema, type CommentingAnswer, type InboxCommentPage } from "../../contract/moderation-schemas";
import { HttpError } from "../../http/http-error";
import { parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { requireOwner } from "../../http/viewer";
import { listRecentComments, setCommenting } from "../../services/moderation/comment-inbox";
import { moderationSummary } from "../../services/moderation/moderation-service";

// Owner-only calls: the session is checked before the input, so nobody else learns what a good request looks like.

/** GET /api/moderation/summary: owner only; what waits, for the inbox and the sidebar's count. */
export const moderationSummaryHandler: Handler = async (request) => {
  await requireOwner(request);
  const body: ModerationSummary = await moderationSummary();
  return { body };
};

/** GET /api/moderation/comments?limit=&after=: owner only; recent comments and replies across the site, newest first. */
export const moderationCommentsHandler: Handler = async (request) => {
  await requireOwner(request);
  const { limit, after } = parseInput(inboxCommentQuerySchema, request.query);
  const body: InboxCommentPage = await listRecentComments(limit, after);
  return { body };
};

/** PUT /api/moderation/commenting/{username} {disabled}: owner only; turns a member's commenting off or on. */
export const commentingHandler: Handler = async (request) => {
  await requireOwner(request);
  const { disabled } = parseInput(commentingRequestSchema, request.body);
  const username = request.params.username ?? "";
  if (!USERNAME_PATTERN.test(username)) throw new HttpError(404, "User not found.");
  const body: CommentingAnswer = await setCommenting(username, disabled);
  return { body };
};
