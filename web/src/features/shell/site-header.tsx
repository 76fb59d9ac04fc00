import { Link } from "@tanstack/react-router";
import { SITE_NAME } from "@/lib/utils/site";

/**
 * The #header anchor at the top of the main area, which "Scroll to top" jumps to.
 * On phones it is also the top bar beside the menu button; wide screens show the brand in the sidebar.
 */
export function SiteHeader() {
  return (
    <header id="header" className="site-header">
      <Link to="/" className="site-header__brand">
        {SITE_NAME}
      </Link>
    </header>
  );
}
