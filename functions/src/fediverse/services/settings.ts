import { BRIDGY_FED, QUOTE_POLICIES, QUOTE_POLICY_LABELS, type QuotePolicy } from "../../contract/fediverse";
import type { FediverseSettings } from "../../contract/fediverse-schemas";
import { db } from "../../firebase";
import { recordOwnerAudit } from "../../services/audit/audit-log";
import { text } from "../../services/firestore-values";

/**
 * The owner's list of blocked fediverse domains, one document (at most FEDIVERSE_LIMITS.blockedDomains names).
 * A blocked domain blocks its subdomains too: blocking `bad.example` refuses `social.bad.example`.
 */
const blockedDomainsRef = () => db().collection("fediverseSettings").doc("blockedDomains");

/** Kept briefly per instance: every inbox POST asks, and a change the owner makes shows within seconds. */
const KEPT_MS = 10_000;
let kept: { domains: string[]; until: number } | null = null;

export async function readBlockedDomains(): Promise<string[]> {
  const snapshot = await blockedDomainsRef().get();
  const domains = snapshot.get("domains");
  return Array.isArray(domains) ? domains.filter((domain): domain is string => typeof domain === "string") : [];
}

/** Saves the list; every instance reads it again within KEPT_MS, so a block takes effect within seconds. */
export async function saveBlockedDomains(domains: string[]): Promise<void> {
  await blockedDomainsRef().set({ domains });
  await recordOwnerAudit({ area: "settings", action: "settings.blocked-domains", summary: `${domains.length} blocked: ${domains.join(", ")}`.slice(0, 200) });
}

/** Whether a host (`social.bad.example`) is a blocked domain or below one. */
export async function isBlockedHost(host: string): Promise<boolean> {
  const now = Date.now();
  if (!kept || kept.until < now) kept = { domains: await readBlockedDomains(), until: now + KEPT_MS };
  // "bad.example." is the same name as "bad.example" in DNS.
  const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return kept.domains.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

/**
 * The owner's say on the account (issue 37), one document: who may quote (`quotePolicy`) and whether the site is
 * bridged to Bluesky through Bridgy Fed (`bridgeToBluesky`). Read afresh each time (a QuoteRequest, an object, the
 * well-known address): one small read, and a change shows at once on every instance.
 */
const policyRef = () => db().collection("fediverseSettings").doc("policy");

/** Before the owner chose: anyone may quote (what the site did before the setting), and no bridge. */
export const DEFAULT_FEDIVERSE_SETTINGS: FediverseSettings = { quotePolicy: "anyone", bridgeToBluesky: false };

export async function readFediverseSettings(): Promise<FediverseSettings> {
  const data = (await policyRef().get()).data() ?? {};
  const quotePolicy = QUOTE_POLICIES.find((policy) => policy === data.quotePolicy) ?? DEFAULT_FEDIVERSE_SETTINGS.quotePolicy;
  return { quotePolicy, bridgeToBluesky: data.bridgeToBluesky === true };
}

/** Saves the owner's choices, audited as every setting is; answers whether the bridge was switched. */
export async function saveFediverseSettings(settings: FediverseSettings): Promise<{ bridgeSwitched: boolean }> {
  const bridgeSwitched = await db().runTransaction(async (transaction) => {
    const before = (await transaction.get(policyRef())).get("bridgeToBluesky") === true;
    transaction.set(policyRef(), settings, { merge: true });
    return before !== settings.bridgeToBluesky;
  });
  const quotes: Record<QuotePolicy, string> = QUOTE_POLICY_LABELS;
  await recordOwnerAudit({
    area: "settings",
    action: "settings.fediverse",
    summary: `Who may quote: ${quotes[settings.quotePolicy]}; bridge to Bluesky: ${settings.bridgeToBluesky ? "on" : "off"}`,
  });
  return { bridgeSwitched };
}

/**
 * What the site last sent Bridgy Fed's bot, which is how a fediverse account opts in to Bluesky and out again
 * (docs/bluesky.md), in fediverseSettings/bridge: the bot's actor (`botActor`: Bridgy Fed's own unless an operator
 * wrote another there, as the tests do with their peer) and its inbox, the Follow sent while bridged (`followId`)
 * and the Block sent once the owner stopped (`blockId`), each "" when none stands.
 */
const bridgeRef = () => db().collection("fediverseSettings").doc("bridge");

export interface BridgeState {
  botActor: string;
  inbox: string;
  followId: string;
  blockId: string;
}

export async function readBridgeState(): Promise<BridgeState> {
  const data = (await bridgeRef().get()).data() ?? {};
  return { botActor: text(data.botActor) || BRIDGY_FED.botActor, inbox: text(data.inbox), followId: text(data.followId), blockId: text(data.blockId) };
}

/** Records what was just sent (or taken back, with ""). */
export async function keepBridgeState(change: Partial<Omit<BridgeState, "botActor">>): Promise<void> {
  await bridgeRef().set(change, { merge: true });
}
