import { lazy, Suspense } from "react";
import { usePageHost } from "@/lib/hooks/use-page-host";
import { useSeenOnce } from "@/lib/hooks/use-seen-once";
import { OWNER_USERNAME } from "@/lib/utils/site";

// The fediverse handle needs the page's host, known once the page runs in the browser: its code comes then too,
// rather than in every page's first load. The username is passed in: this module already holds the site's identity.
const FediverseHandle = lazy(() => import("./fediverse-handle"));
// The theme control shows the stored choice, known only in the browser (the host stands for "in the browser"), and its
// code comes then, not in every page's first load. Last in the sidebar, its arrival moves nothing above it.
const ThemeToggle = lazy(() => import("./theme-toggle"));

/**
 * The foot of the sidebar: the fediverse handle and the theme switch. A component of its own because the host appears
 * only after hydration: the render it causes then is this small part's, not the whole sidebar's (issue 32).
 */
export function SidebarExtras() {
  const host = usePageHost();
  // They load once their place is in view: on a phone, when the menu opens.
  const [extras, extrasSeen] = useSeenOnce();
  return (
    // Holds the height of the two while their code loads, so the account links above never jump (CLS).
    <div className="sidebar__extras" ref={extras}>
      {host && extrasSeen ? (
        <Suspense fallback={null}>
          <FediverseHandle username={OWNER_USERNAME} host={host} />
          <ThemeToggle />
        </Suspense>
      ) : null}
    </div>
  );
}
