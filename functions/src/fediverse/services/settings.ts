import { db } from "../../firebase";
import { recordOwnerAudit } from "../../services/audit/audit-log";

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
