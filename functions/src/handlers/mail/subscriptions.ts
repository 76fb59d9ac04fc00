import { SUBSCRIPTION_MESSAGES, type SubscriptionsAnswer } from "../../contract/subscriptions";
import { subscriptionsRequestSchema } from "../../contract/subscriptions-schemas";
import { parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { requireViewer } from "../../http/viewer";
import { readSubscriptions, saveSubscriptions } from "../../services/mail/subscriptions-service";

/** GET /api/subscriptions: the signed-in member's email choices. */
export const getSubscriptionsHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  const body: SubscriptionsAnswer = { success: true, subscriptions: await readSubscriptions(viewer.uid), message: "Email choices loaded." };
  return { body };
};

/** PUT /api/subscriptions {posts, replies, moderationDigest?}: saves the whole choice; answers it as stored. */
export const putSubscriptionsHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  const choice = parseInput(subscriptionsRequestSchema, request.body);
  const body: SubscriptionsAnswer = {
    success: true,
    subscriptions: await saveSubscriptions(viewer.uid, choice, viewer.isOwner),
    message: SUBSCRIPTION_MESSAGES.saved,
  };
  return { body };
};
