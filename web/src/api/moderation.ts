import { apiPaths } from "@contract/routes";
import { callApi } from "./client";

/** GET /api/moderation/comments?after= (owner): recent comments across the site, newest first, a page at a time. */
export const fetchInboxComments = (after: string | undefined, signal?: AbortSignal) =>
  callApi(apiPaths.moderationComments(after), (s) => s.inboxCommentPageSchema, { signal });

/** PUT /api/moderation/commenting/{username} {disabled} (owner): turns a member's commenting off or on. */
export const setCommenting = (username: string, disabled: boolean) =>
  callApi(apiPaths.commenting(username), (s) => s.commentingAnswerSchema, { method: "PUT", json: { disabled } });

/** PUT /api/contact/{id}/handled {handled} (owner): kept either way; answers the list. Here, not in contact.ts, as only the inbox page marks messages. */
export const setContactHandled = (id: string, handled: boolean) =>
  callApi(apiPaths.contactHandled(id), (s) => s.contactMessageListSchema, { method: "PUT", json: { handled } });
