import { SITE_NAME } from "@contract/site";

/** Who the site belongs to and where else to find them: one place, so titles, meta and links agree. */
export { SITE_NAME };

export const OWNER = {
  displayName: "Alex Morgan",
  role: "Full-stack developer",
} as const;

export const SITE_DESCRIPTION =
  "DevFolio is the portfolio and community of Alex Morgan, a full-stack developer: projects, articles, blogs, random posts and did-you-know notes.";

export type SocialNetwork = "github" | "linkedin" | "x" | "email";

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: "github", label: "GitHub", href: "https://github.com/" },
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/" },
  { network: "x", label: "X (Twitter)", href: "https://x.com/" },
  { network: "email", label: "Email", href: "mailto:hello@example.com" },
];
