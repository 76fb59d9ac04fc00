import { SOCIAL_LINKS, OWNER } from "@/lib/utils/site";
import { SOCIAL_ICONS } from "./social-icons";
import "./social-links.css";

export interface SocialLinksProps {
  /** Runs after a link is clicked, before the browser follows it. */
  onLinkClick?: () => void;
  className?: string;
}

/** The owner's profiles elsewhere, as a row of round icon links. */
export function SocialLinks({ onLinkClick, className }: SocialLinksProps) {
  return (
    <ul className={className ? `social-links ${className}` : "social-links"}>
      {SOCIAL_LINKS.map(({ network, label, href }) => {
        const Icon = SOCIAL_ICONS[network];
        const external = !href.startsWith("mailto:");
        return (
          <li key={href}>
            <a
              className="social-links__link"
              href={href}
              aria-label={`${OWNER.displayName} on ${label}`}
              title={label}
              onClick={onLinkClick}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
