import { Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { ToastHost } from "@/components/toast-host";
import { useViewBeacon } from "@/lib/hooks/use-view-beacon";
import { takeOverEarlyInput } from "@/lib/render/early-input";
import { HydrateLater } from "@/lib/render/hydrate-later";
import { ScrollButtons } from "./scroll-buttons";
import { Sidebar } from "./sidebar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import "./root-layout.css";

/** Set on <html> once the app has hydrated or rendered the page. */
export const APP_READY_ATTRIBUTE = "data-app-ready";

/** Everything around a page (the startup splash is the page's own HTML: web/build/splash-until-load.ts): sidebar, header and footer anchors, scroll buttons, toasts. */
export function RootLayout() {
  useViewBeacon();
  // The splash leaves at the window's load, usually before the app has taken over on a slow phone. What the reader
  // typed or sent in that time is handed to the app; then this mark says the page's controls answer (the stylesheet
  // stops showing a held button as busy; the browser tests and the benches wait for it).
  // In a task of its own: from inside an effect, the events that hand the edits over could not make React hydrate a
  // part that is still waiting (HydrateLater), and would go unheard.
  useEffect(() => {
    const timer = setTimeout(() => {
      const root = document.getElementById("root");
      if (root) takeOverEarlyInput(root);
      document.documentElement.setAttribute(APP_READY_ATTRIBUTE, "");
    });
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Sidebar />
      <div className="app-main">
        <HydrateLater>
          <SiteHeader />
        </HydrateLater>
        <main id="main-content" className="app-main__content" tabIndex={-1}>
          <Outlet />
        </main>
        <HydrateLater>
          <SiteFooter />
        </HydrateLater>
      </div>
      <HydrateLater>
        <ScrollButtons />
      </HydrateLater>
      <ToastHost />
    </>
  );
}
