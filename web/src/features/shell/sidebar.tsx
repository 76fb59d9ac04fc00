import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { CloseIcon, LoginIcon, LogoutIcon, MenuIcon, UserPlusIcon } from "@/components/line-icons";
import { listenForSearchShortcut } from "@/components/search/search-shortcut";
import SiteSearch, { loadSearchDialog } from "@/components/search/site-search";
import { SocialLinks } from "@/components/social-links";
import { useViewer } from "@/lib/data/auth";
import { HydrateLater } from "@/lib/render/hydrate-later";
import { moderationSummaryQueryOptions, waitingCount } from "@/lib/data/moderation-queries";
import { landOn } from "@/lib/utils/land-on";
import { OWNER, SITE_NAME } from "@/lib/utils/site";
import { useLogout } from "./api/logout-mutation";
import { showFriendlyToast } from "./friendly-toast";
import { NAV_ITEMS, type NavItem } from "./nav-items";
import { SidebarExtras } from "./sidebar-extras";
import "./sidebar.css";

const SIDEBAR_ID = "site-sidebar";


export function Sidebar() {
  const location = useLocation();
  const { loggedIn, isOwner } = useViewer();
  // What waits for the owner, beside the Moderation link; moderation actions refresh it through the factory.
  const { data: summary } = useQuery({ ...moderationSummaryQueryOptions(), enabled: isOwner });
  const waiting = isOwner && summary ? waitingCount(summary) : 0;
  const items = NAV_ITEMS.filter((item) => item.kind !== "page" || !item.ownerOnly || isOwner);
  // The menu remembers where it was opened, so any navigation (a click, back, forward) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.href;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  // From the click until the page reloads, whether the call worked or not: the button stays, saying so.
  const loggingOut = !logout.isIdle;

  // "/" and Ctrl/⌘-K are heard from the first moment, before the search box's own code has come.
  useEffect(() => listenForSearchShortcut(() => void loadSearchDialog()), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const onLinkClick = () => {
    setOpenAt(null);
    showFriendlyToast();
  };


  const onHome = location.pathname === "/";

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="sidebar-toggle"
        aria-label={open ? "Close menu" : "Open menu"}
        aria-expanded={open}
        aria-controls={SIDEBAR_ID}
        onClick={() => setOpenAt(open ? null : location.href)}
      >
        {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
      </button>
      <div className={open ? "sidebar-backdrop is-open" : "sidebar-backdrop"} onClick={() => setOpenAt(null)} aria-hidden="true" />
      {/* Off screen on a phone until opened: it comes alive in a task of its own, after the page. */}
      <HydrateLater>
        <aside id={SIDEBAR_ID} className={open ? "sidebar is-open" : "sidebar"} aria-label="Site">
          <Link to="/" className="sidebar__brand" onClick={onLinkClick}>
            <span className="sidebar__logo" aria-hidden="true">
              {OWNER.displayName
                .split(" ")
                .map((part) => part[0])
                .join("")}
            </span>
            <span className="sidebar__brand-text">
              <span className="sidebar__site">{SITE_NAME}</span>
              <span className="sidebar__owner">{OWNER.displayName}</span>
            </span>
          </Link>

          <div className="sidebar__search-slot">
            <SiteSearch />
          </div>

          <nav className="sidebar__nav" aria-label="Main">
            <ul className="sidebar__list">
              {items.map((item) => (
                <li key={item.label}>
                  <NavLink
                    item={item}
                    onHome={onHome}
                    onClick={onLinkClick}
                    badge={item.kind === "page" && item.showsWaiting ? waiting : 0}
                  />
                </li>
              ))}
            </ul>
          </nav>

          <div className="sidebar__account">
            {loggedIn || loggingOut ? (
              <button type="button" className="sidebar__auth sidebar__auth--logout" onClick={() => logout.mutate()} disabled={loggingOut}>
                <LogoutIcon size={18} />
                {loggingOut ? "Logging out..." : "Logout"}
              </button>
            ) : (
              <>
                <Link to="/login" className="sidebar__auth" onClick={onLinkClick}>
                  <LoginIcon size={18} />
                  Login
                </Link>
                <Link to="/signup" className="sidebar__auth sidebar__auth--primary" onClick={onLinkClick}>
                  <UserPlusIcon size={18} />
                  Signup
                </Link>
              </>
            )}
          </div>

          <SocialLinks className="sidebar__social" onLinkClick={onLinkClick} />
          <SidebarExtras />
        </aside>
      </HydrateLater>
    </>
  );
}

function NavLink({ item, onHome, onClick, badge }: { item: NavItem; onHome: boolean; onClick: () => void; badge: number }) {
  const Icon = item.icon;
  const content = (
    <>
      <Icon size={18} className="sidebar__icon" />
      <span>{item.label}</span>
      {/* Spaces between the parts, so the link reads "Moderation 3 waiting" rather than "Moderation3waiting". */}
      {badge > 0 ? (
        <>
          {" "}
          <span className="sidebar__badge">
            {badge > 99 ? "99+" : badge}{" "}
            <span className="visually-hidden">waiting</span>
          </span>
        </>
      ) : null}
    </>
  );
  if (item.kind === "section") {
    const jump = () => {
      onClick();
      landOn(item.section);
    };
    // On the home page the section is right here: a plain in-page anchor, no route change.
    return onHome ? (
      <a className="sidebar__link" href={`#${item.section}`} onClick={jump}>
        {content}
      </a>
    ) : (
      <Link
        className="sidebar__link"
        to="/"
        hash={item.section}
        activeOptions={{ exact: true, includeHash: true }}
        onClick={jump}
      >
        {content}
      </Link>
    );
  }
  return (
    <Link
      className="sidebar__link"
      to={item.to}
      activeOptions={{ exact: item.to === "/", includeHash: false }}
      onClick={onClick}
    >
      {content}
    </Link>
  );
}
