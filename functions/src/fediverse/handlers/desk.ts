import { fediverseHandle } from "../../contract/fediverse";
import {
  blockedDomainsSchema,
  fediverseCursorSchema,
  fediverseSettingsSchema,
  privateAnswerRequestSchema,
  type FediverseFollowers,
  type FediverseReplies,
} from "../../contract/fediverse-schemas";
import { ownerAccount, siteOrigin } from "../../config";
import { acknowledge } from "../../http/answers";
import { parseId, parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { requireOwner } from "../../http/viewer";
import { countFollowers, listFollowers } from "../services/followers";
import { answerPrivately, approveReply, listPendingReplies, rejectReply, withdrawPrivateAnswer } from "../services/replies";
import { queueAfterChange, queueFediverseTask } from "../services/tasks";
import { readBlockedDomains, readFediverseSettings, saveBlockedDomains, saveFediverseSettings } from "../services/settings";

/** The owner's fediverse desk (issue 23): who follows, which servers are blocked, which replies wait. Owner only. */

/** GET /api/fediverse/followers?after=CURSOR */
export const listFollowersHandler: Handler = async (request) => {
  await requireOwner(request);
  const { after } = parseInput(fediverseCursorSchema, request.query);
  const [page, total] = await Promise.all([listFollowers(after), countFollowers()]);
  const body: FediverseFollowers = { handle: fediverseHandle(ownerAccount().username, new URL(siteOrigin()).host), total, ...page };
  return { body };
};

/** GET /api/fediverse/blocked-domains */
export const getBlockedDomainsHandler: Handler = async (request) => {
  await requireOwner(request);
  return { body: { domains: await readBlockedDomains() } };
};

/** PUT /api/fediverse/blocked-domains: replaces the list; answers it as stored (lower case, sorted, once each). */
export const putBlockedDomainsHandler: Handler = async (request) => {
  await requireOwner(request);
  const { domains } = parseInput(blockedDomainsSchema, request.body);
  await saveBlockedDomains(domains);
  return { body: { domains } };
};

/** GET /api/fediverse/settings: who may quote, and whether the site is bridged to Bluesky (issue 37). */
export const getFediverseSettingsHandler: Handler = async (request) => {
  await requireOwner(request);
  return { body: await readFediverseSettings() };
};

/**
 * PUT /api/fediverse/settings {quotePolicy, bridgeToBluesky}: saved and audited at once. Switching the bridge queues
 * the Follow of Bridgy Fed's bot (or its Undo), sent after the answer (docs/bluesky.md).
 */
export const putFediverseSettingsHandler: Handler = async (request) => {
  await requireOwner(request);
  const settings = parseInput(fediverseSettingsSchema, request.body);
  const { bridgeSwitched } = await saveFediverseSettings(settings);
  if (bridgeSwitched) await queueAfterChange({ type: "bridge" });
  return { body: settings };
};

/** GET /api/fediverse/replies?after=CURSOR: the replies waiting for approval, oldest first. */
export const listFediverseRepliesHandler: Handler = async (request) => {
  await requireOwner(request);
  const { after } = parseInput(fediverseCursorSchema, request.query);
  const body: FediverseReplies = await listPendingReplies(after);
  return { body };
};

/**
 * PUT /api/fediverse/replies/{id}/approve: the reply shows under its item, as a comment. A reply that was not public
 * (followers only, a private mention) is refused with 409 (issue 31).
 */
export const approveFediverseReplyHandler: Handler = async (request) => {
  await requireOwner(request);
  await approveReply(parseId(request.params.id));
  return acknowledge("The reply was approved.");
};

/** DELETE /api/fediverse/replies/{id}: the reply is turned away and never shown. */
export const rejectFediverseReplyHandler: Handler = async (request) => {
  await requireOwner(request);
  await rejectReply(parseId(request.params.id));
  return acknowledge("The reply was deleted.");
};

/**
 * POST /api/fediverse/replies/{id}/answer {text}: the owner's private answer to a private reply, delivered to its
 * author alone after the answer (issue 31). A public reply is answered on its item's page instead (404 here).
 */
export const answerFediverseReplyHandler: Handler = async (request) => {
  await requireOwner(request);
  const id = parseId(request.params.id);
  const { text } = parseInput(privateAnswerRequestSchema, request.body);
  await answerPrivately(id, text);
  try {
    await queueFediverseTask({ type: "private-answer", replyId: id });
  } catch (error) {
    // Nothing was sent: say so, and leave the reply open to another try.
    await withdrawPrivateAnswer(id);
    throw error;
  }
  return acknowledge("Your private answer was sent.");
};
