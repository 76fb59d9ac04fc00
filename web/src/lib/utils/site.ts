// Named imports only, so the build ships just these parts of site.config.json, never the owner's login (its
// `ownerAccount`). The file is checked when the web is built (web/prerender.mjs); docs/site-config.md has every field.
import { about, chat, hero, owner, site, socialLinks } from "@/../../site.config.json";
import { SITE_NAME } from "@contract/site";

/** Who the site belongs to and where else to find them: one place, so titles, meta and links agree. */
export { SITE_NAME };

export const OWNER = { displayName: owner.name } as const;

// ownerAccount.username alone, handed over by the build (web/build/site-handle.ts): importing `ownerAccount` would
// ship the owner's email with it.
declare const __OWNER_USERNAME__: string;

/** The owner's username: the site's fediverse account, `@username@host` (fediverseHandle in the contract). */
export const OWNER_USERNAME: string = __OWNER_USERNAME__;

export const SITE_DESCRIPTION: string = site.description;

export type SocialNetwork = "github" | "linkedin" | "x" | "email" | "website";

export interface SocialLink {
  /** Which icon the link shows, told by its address. */
  network: SocialNetwork;
  label: string;
  href: string;
}

const NETWORK_HOSTS: [network: SocialNetwork, host: RegExp][] = [
  ["github", /(^|\.)github\.com$/],
  ["linkedin", /(^|\.)linkedin\.com$/],
  ["x", /(^|\.)(x|twitter)\.com$/],
];

/** The icon for a link: its network's for the known ones, a mail for mailto:, a globe for any other site. */
export function networkOf(url: string): SocialNetwork {
  if (url.startsWith("mailto:")) return "email";
  const host = /^https?:\/\/([^/?#:]+)/i.exec(url)?.[1]?.toLowerCase() ?? "";
  return NETWORK_HOSTS.find(([, pattern]) => pattern.test(host))?.[0] ?? "website";
}

export const SOCIAL_LINKS: readonly SocialLink[] = socialLinks.map(({ label, url }) => ({ network: networkOf(url), label, href: url }));

/** The home page's opening: greeting, title (the owner's name in it is highlighted), subtitle and typed lines. */
export const HERO = hero;

/** The home page's "About me" section. */
export const ABOUT = about;

/** The live chat's Tawk.to ids; an empty property id means no chat. */
export const CHAT: { tawkPropertyId: string; tawkWidgetIds: readonly string[] } = chat;
