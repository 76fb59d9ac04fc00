import { Link } from "@tanstack/react-router";
import { SocialLinks } from "@/components/social-links";
import { OWNER, SITE_DESCRIPTION, SITE_NAME } from "@/lib/utils/site";

/** The #footer anchor at the bottom of every page, which "Scroll to bottom" jumps to. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer id="footer" className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <Link to="/" className="site-footer__brand">
            {SITE_NAME}
          </Link>
          <p className="site-footer__text">{SITE_DESCRIPTION}</p>
        </div>
        <SocialLinks />
      </div>
      <p className="site-footer__legal">
        © {year} {OWNER.displayName}. Built with care, one commit at a time.
      </p>
    </footer>
  );
}
