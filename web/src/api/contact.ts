import type { ContactRequest } from "@contract/community";
import { apiPaths } from "@contract/routes";
import { callApi } from "./client";

/** POST /api/contact {name, email, message, subject} */
export async function sendContactMessage(message: ContactRequest): Promise<void> {
  await callApi(apiPaths.contact, (s) => s.okAnswerSchema, { method: "POST", json: message });
}

/** GET /api/contact (owner) */
export const fetchContactMessages = (signal?: AbortSignal) =>
  callApi(apiPaths.contact, (s) => s.contactMessageListSchema, { signal });

/** DELETE /api/contact/{id} (owner): answers the list. */
export const deleteContactMessage = (id: string) =>
  callApi(apiPaths.contactMessage(id), (s) => s.contactMessageListSchema, { method: "DELETE" });

/** GET /api/moderation/summary (owner): counts of what waits. */
export const fetchModerationSummary = (signal?: AbortSignal) =>
  callApi(apiPaths.moderationSummary, (s) => s.moderationSummarySchema, { signal });
