import { FEDIVERSE_API_PATHS as paths } from "@contract/fediverse";
import type { FediverseSettings } from "@contract/fediverse-schemas";
import { callApi } from "./client";

// The owner's fediverse desk (issue 23): followers, blocked servers and the replies waiting for approval.

/** GET /api/fediverse/followers?after= (owner): the handle, the count and one page of followers. */
export const fetchFediverseFollowers = (after?: string, signal?: AbortSignal) =>
  callApi(paths.followers(after), (s) => s.fediverseFollowersSchema, { signal });

/** GET /api/fediverse/blocked-domains (owner) */
export const fetchBlockedDomains = (signal?: AbortSignal) =>
  callApi(paths.blockedDomains, (s) => s.blockedDomainsSchema, { signal });

/** PUT /api/fediverse/blocked-domains {domains} (owner): replaces the list; answers it as stored. */
export const saveBlockedDomains = (domains: string[]) =>
  callApi(paths.blockedDomains, (s) => s.blockedDomainsSchema, { method: "PUT", json: { domains } });

/** GET /api/fediverse/settings (owner): who may quote, and the bridge to Bluesky (issue 37). */
export const fetchFediverseSettings = (signal?: AbortSignal) =>
  callApi(paths.settings, (s) => s.fediverseSettingsSchema, { signal });

/** PUT /api/fediverse/settings {quotePolicy, bridgeToBluesky} (owner): answers them as saved. */
export const saveFediverseSettings = (settings: FediverseSettings) =>
  callApi(paths.settings, (s) => s.fediverseSettingsSchema, { method: "PUT", json: settings });

/** GET /api/fediverse/replies?after= (owner): one page of the replies waiting, oldest first. */
export const fetchFediverseReplies = (after?: string, signal?: AbortSignal) =>
  callApi(paths.replies(after), (s) => s.fediverseRepliesSchema, { signal });

/** PUT /api/fediverse/replies/{id}/approve (owner): the reply shows under its item. */
export async function approveFediverseReply(id: string): Promise<void> {
  await callApi(paths.approveReply(id), (s) => s.okAnswerSchema, { method: "PUT" });
}

/** DELETE /api/fediverse/replies/{id} (owner): the reply is turned away. */
export async function deleteFediverseReply(id: string): Promise<void> {
  await callApi(paths.reply(id), (s) => s.okAnswerSchema, { method: "DELETE" });
}

/** POST /api/fediverse/replies/{id}/answer {text} (owner): a private answer to a private reply, for its author alone. */
export async function answerFediverseReply(id: string, text: string): Promise<void> {
  await callApi(paths.answerReply(id), (s) => s.okAnswerSchema, { method: "POST", json: { text } });
}
