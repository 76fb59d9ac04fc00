import { SOCIAL_LINKS, OWNER } from "@/lib/utils/site";
import "./social-links.css";

export interface SocialLinksProps {
  /** Runs after a link is clicked, before the browser follows it. */
  onLinkClick?: () => void;
  className?: string;
}

/**
 * The owner's profiles elsewhere, as a row of round icon links. The icons are SVG files in web/public/icons, painted in
 * the text colour through a CSS mask: as images they cost no JavaScript on any page (as React components they were
 * 1 KB of every page's first load).
 */
export function SocialLinks({ onLinkClick, className }: SocialLinksProps) {
  return (
    <ul className={className ? `social-links ${className}` : "social-links"}>
      {SOCIAL_LINKS.map(({ network, label, href }) => {
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
              <span className={`social-links__icon social-links__icon--${network}`} aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
