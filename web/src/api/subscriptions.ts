import { SUBSCRIPTION_API_PATHS as paths, type PostChoice, type Subscriptions } from "@contract/subscriptions";
import { callApi } from "./client";

// Email choices (issue 24): the signed-in member's lists, and the one-click unsubscribe links their mails carry.

/** GET /api/subscriptions: the member's choices. */
export const fetchSubscriptions = (signal?: AbortSignal) => callApi(paths.subscriptions, (s) => s.subscriptionsAnswerSchema, { signal });

/** PUT /api/subscriptions: saves the whole choice; answers it as stored. */
export const saveSubscriptions = (choice: { posts: PostChoice[]; replies: boolean; moderationDigest?: boolean }) =>
  callApi(paths.subscriptions, (s) => s.subscriptionsAnswerSchema, { method: "PUT", json: choice satisfies Partial<Subscriptions> });

/** GET /api/unsubscribe?t=: what the link turns off, changing nothing. */
export const checkUnsubscribeLink = (token: string, signal?: AbortSignal) =>
  callApi(paths.unsubscribe(token), (s) => s.unsubscribeAnswerSchema, { signal });

/** POST /api/unsubscribe?t=: turns the link's list off. */
export const unsubscribeByLink = (token: string) => callApi(paths.unsubscribe(token), (s) => s.unsubscribeAnswerSchema, { method: "POST" });
