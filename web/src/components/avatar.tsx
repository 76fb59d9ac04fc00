import { DEFAULT_PROFILE_IMAGE } from "@contract/site";
import { useState } from "react";
import "./avatar.css";

export const DEFAULT_AVATAR = DEFAULT_PROFILE_IMAGE;

export interface AvatarProps {
  /** Image URL; empty or broken images fall back to the default avatar. */
  src?: string | null;
  /** Whose picture this is, for screen readers. Pass "" when a name is shown right beside it. */
  alt: string;
  /** Edge length in CSS pixels. */
  size?: number;
  className?: string;
}

/** A round profile picture that never shows a broken image. */
export function Avatar({ src, alt, size = 48, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : DEFAULT_AVATAR;
  return (
    <img
      className={className ? `avatar ${className}` : "avatar"}
      src={usable}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (usable !== DEFAULT_AVATAR) setFailedSrc(usable);
      }}
    />
  );
}
