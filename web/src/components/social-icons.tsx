import type { JSX, ReactNode } from "react";
import type { SocialNetwork } from "@/lib/utils/site";

interface IconProps {
  size?: number;
}

// Decorative: the link around the icon carries the accessible name.
function Svg({ size = 20, children }: IconProps & { children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function GitHubIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 .5C5.65.5.5 5.65.5 12.02c0 5.09 3.29 9.4 7.86 10.93.58.1.79-.25.79-.56v-2c-3.2.7-3.87-1.37-3.87-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.04-.71.08-.7.08-.7 1.15.08 1.76 1.19 1.76 1.19 1.03 1.76 2.69 1.25 3.35.96.1-.75.4-1.25.73-1.54-2.55-.29-5.24-1.28-5.24-5.69 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a10.98 10.98 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.42-2.69 5.39-5.26 5.68.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.53 11.53 0 0 0 23.5 12.02C23.5 5.65 18.35.5 12 .5Z" />
    </Svg>
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.03-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </Svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.58-6.63 7.58H.49l8.6-9.83L0 1.15h7.59l5.24 6.93 6.07-6.93Zm-1.29 19.5h2.04L6.48 3.24H4.3l13.31 17.41Z" />
    </Svg>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 4h18a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v.51l9 5.63 9-5.63V6H3Zm18 2.87-8.47 5.3a1 1 0 0 1-1.06 0L3 8.87V18h18V8.87Z" />
    </Svg>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm7.93 10h-3.95a17.3 17.3 0 0 0-1.4-6.36A9.02 9.02 0 0 1 19.93 11ZM12 3.04c.9 1.02 1.83 3.4 1.98 7.96h-3.96c.15-4.56 1.08-6.94 1.98-7.96ZM9.42 4.64A17.3 17.3 0 0 0 8.02 11H4.07a9.02 9.02 0 0 1 5.35-6.36ZM4.07 13h3.95c.1 2.5.59 4.7 1.4 6.36A9.02 9.02 0 0 1 4.07 13ZM12 20.96c-.9-1.02-1.83-3.4-1.98-7.96h3.96c-.15 4.56-1.08 6.94-1.98 7.96Zm2.58-1.6c.81-1.66 1.3-3.86 1.4-6.36h3.95a9.02 9.02 0 0 1-5.35 6.36Z" />
    </Svg>
  );
}

export const SOCIAL_ICONS: Record<SocialNetwork, (props: IconProps) => JSX.Element> = {
  github: GitHubIcon,
  linkedin: LinkedInIcon,
  x: XIcon,
  email: MailIcon,
  website: GlobeIcon,
};
