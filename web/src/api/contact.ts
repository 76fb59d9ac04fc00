import { contactMessageListSchema, moderationSummarySchema, type ContactRequest } from "@contract/community";
import { okAnswerSchema } from "@contract/errors";
import { apiPaths } from "@contract/routes";
import { callApi } from "./client";

/** POST /api/contact {name, email, message, subject} */
export async function sendContactMessage(message: ContactRequest): Promise<void> {
  await callApi(apiPaths.contact, okAnswerSchema, { method: "POST", json: message });
}

/** GET /api/contact (owner) */
export const fetchContactMessages = (signal?: AbortSignal) =>
  callApi(apiPaths.contact, contactMessageListSchema, { signal });

/** DELETE /api/contact/{id} (owner): answers the list. */
export const deleteContactMessage = (id: string) =>
  callApi(apiPaths.contactMessage(id), contactMessageListSchema, { method: "DELETE" });

/** GET /api/moderation/summary (owner): counts of what waits. */
export const fetchModerationSummary = (signal?: AbortSignal) =>
  callApi(apiPaths.moderationSummary, moderationSummarySchema, { signal });
