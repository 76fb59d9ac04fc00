import type { ModerationSummary } from "../contract/community";
import type { Handler } from "../http/router";
import { requireOwner } from "../http/viewer";
import { moderationSummary } from "../services/moderation-service";

/** GET /api/moderation/summary: owner only; what waits, for the inbox and the sidebar's count. */
export const moderationSummaryHandler: Handler = async (request) => {
  await requireOwner(request);
  const body: ModerationSummary = await moderationSummary();
  return { body };
};
