import type { Context } from "@fedify/fedify";
import { Block, Follow, isActor, Undo, type Recipient } from "@fedify/vocab";
import { keepBridgeState, readBridgeState, readFediverseSettings } from "../services/settings";
import { isDeliverable } from "./loaders";
import { ownerIdentifier } from "./objects";

/**
 * The bridge to Bluesky through Bridgy Fed (issue 37, docs/bluesky.md). As Bridgy Fed documents it, a fediverse
 * account opts in by following its bot (`@bsky.brid.gy@bsky.brid.gy`) and out by blocking it; unfollowing alone
 * leaves the account bridged. The site's account has no app to do either from, so it does them itself: switched on,
 * it takes back a Block it sent before and follows the bot; switched off, it takes back its Follow and blocks the bot.
 * Run as a task after the owner's change, comparing the switch with what was last sent, so a retry or a second run
 * sends nothing twice. A bot that cannot be read or reached throws, and Cloud Tasks tries again.
 */
export async function syncBridge(ctx: Context<unknown>): Promise<void> {
  const [{ bridgeToBluesky }, sent] = await Promise.all([readFediverseSettings(), readBridgeState()]);
  const identifier = ownerIdentifier();
  const me = ctx.getActorUri(identifier);
  const botId = new URL(sent.botActor);
  const bot = async (): Promise<Recipient> => {
    if (sent.inbox) return { id: botId, inboxId: new URL(sent.inbox) };
    // Signed, as a server in secure mode asks of every fetch.
    const found = await ctx.lookupObject(botId, { documentLoader: await ctx.getDocumentLoader({ identifier }) });
    if (!isActor(found) || found.id?.href !== botId.href || !found.inboxId || !(await isDeliverable(found.inboxId.href))) {
      throw new Error(`Bridgy Fed's bot ${botId.href} could not be read as an actor with an inbox we may deliver to.`);
    }
    await keepBridgeState({ inbox: found.inboxId.href });
    return { id: botId, inboxId: found.inboxId };
  };
  const send = async (activity: Follow | Block | Undo) => ctx.sendActivity({ identifier }, await bot(), activity);
  const at = Date.now();

  if (bridgeToBluesky) {
    if (sent.blockId) {
      await send(new Undo({ id: new URL(`#undo-block-bridge-${at}`, me), actor: me, object: new Block({ id: new URL(sent.blockId), actor: me, object: botId }) }));
      await keepBridgeState({ blockId: "" });
    }
    if (!sent.followId) {
      const follow = new Follow({ id: new URL(`#follow-bridge-${at}`, me), actor: me, object: botId });
      await send(follow);
      await keepBridgeState({ followId: follow.id!.href });
    }
    return;
  }
  if (sent.followId) {
    await send(new Undo({ id: new URL(`#undo-follow-bridge-${at}`, me), actor: me, object: new Follow({ id: new URL(sent.followId), actor: me, object: botId }) }));
    await keepBridgeState({ followId: "" });
  }
  if (!sent.blockId) {
    const block = new Block({ id: new URL(`#block-bridge-${at}`, me), actor: me, object: botId });
    await send(block);
    await keepBridgeState({ blockId: block.id!.href });
  }
}
