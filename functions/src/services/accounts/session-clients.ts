import Bowser from "bowser";
import { isIPv4, isIPv6 } from "node:net";
import { digest } from "../secrets";

/**
 * What a session says about the device it was started on, for the profile's session list and the new-browser mail:
 * the User-Agent (parsed by bowser, a maintained parser, because hand-written patterns go stale with every browser
 * release) and the client address, shortened so the site keeps no more of it than the owner needs to tell places apart.
 */

/** The most of a User-Agent kept: real ones are under 300 characters; anything longer is padding or an attack. */
export const USER_AGENT_MAX = 512;

export function trimUserAgent(userAgent: string | undefined): string {
  return (userAgent ?? "").trim().slice(0, USER_AGENT_MAX);
}

export interface ClientDescription {
  browser: string;
  system: string;
}

/** The browser and operating system names a User-Agent claims; "Unknown browser" / "Unknown system" when it says none. */
export function describeClient(userAgent: string): ClientDescription {
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  const browser = [parsed?.browser.name, majorVersion(parsed?.browser.version)].filter(Boolean).join(" ");
  const system = [parsed?.os.name, parsed?.os.versionName ?? parsed?.os.version].filter(Boolean).join(" ");
  return { browser: browser || "Unknown browser", system: system || "Unknown system" };
}

const majorVersion = (version: string | undefined) => version?.split(".")[0];

/**
 * One browser on one system, without versions: a browser updating itself is not a new browser, so it must not mail.
 * Only the digest is stored (known-browsers.ts).
 */
export function browserDigest(userAgent: string): string {
  const parsed = userAgent ? Bowser.parse(userAgent) : undefined;
  return digest(`${parsed?.browser.name ?? ""}|${parsed?.os.name ?? ""}`);
}

/**
 * An address cut to its network: IPv4 to its /24 as "203.0.113.x", IPv6 to its /48 as "2001:db8:1234::/48" (an
 * IPv4-mapped IPv6 address as the IPv4 it carries). Enough to tell home from an airport, not to find a household.
 * Anything else (an empty or malformed value) is "".
 */
export function shortenAddress(address: string): string {
  const value = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value)?.[1];
  if (mapped && isIPv4(mapped)) return shortenAddress(mapped);
  if (isIPv4(value)) return `${value.split(".").slice(0, 3).join(".")}.x`;
  if (isIPv6(value)) {
    const groups = ipv6Groups(value.split("%")[0] ?? "");
    return groups ? `${groups.slice(0, 3).join(":")}::/48` : "";
  }
  return "";
}

/** The eight groups of an IPv6 address, without leading zeros; null when it does not have eight. */
function ipv6Groups(value: string): string[] | null {
  const [head = "", tail] = value.split("::");
  const split = (part: string) => (part ? part.split(":") : []);
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  // A trailing dotted IPv4 fills the last two groups.
  const last = right.length > 0 ? right : left;
  const dotted = last.at(-1);
  if (dotted?.includes(".")) {
    const octets = dotted.split(".").map(Number);
    last.splice(-1, 1, (((octets[0] ?? 0) << 8) | (octets[1] ?? 0)).toString(16), (((octets[2] ?? 0) << 8) | (octets[3] ?? 0)).toString(16));
  }
  const missing = 8 - left.length - right.length;
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(missing, 0)).fill("0"), ...right];
  if (groups.length !== 8) return null;
  return groups.map((group) => (parseInt(group, 16) || 0).toString(16));
}
