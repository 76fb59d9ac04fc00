import { Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { ToastHost } from "@/components/toast-host";
import { useViewBeacon } from "@/lib/hooks/use-view-beacon";
import { APP_READY_ATTRIBUTE, EARLY_INPUT_ATTRIBUTE } from "@/lib/render/takeover-marks";
import { HydrateLater } from "@/lib/render/hydrate-later";
import { ScrollButtons } from "./scroll-buttons";
import { Sidebar } from "./sidebar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import "./root-layout.css";

/** Everything around a page (the startup splash is the page's own HTML: web/build/splash-until-load.ts): sidebar, header and footer anchors, scroll buttons, toasts. */
export function RootLayout() {
  useViewBeacon();
  // The splash leaves at the window's load, usually before the app has taken over on a slow phone. What the reader
  // typed or sent in that time is handed to the app, by code that comes only when there was some; then this mark says
  // the page's controls answer (the stylesheet stops showing a held button as busy; the browser tests and the benches
  // wait for it). The hand-over runs once its code has come, outside this effect: from inside, its events could not
  // make React hydrate a part that is still waiting (HydrateLater), and would go unheard.
  useEffect(() => {
    const html = document.documentElement;
    const ready = () => html.setAttribute(APP_READY_ATTRIBUTE, "");
    if (!html.hasAttribute(EARLY_INPUT_ATTRIBUTE)) return ready();
    // If its code cannot come, the page still answers; what was typed early stays on screen, unsent.
    void import("@/lib/render/early-input")
      .then((early) => early.takeOverEarlyInput(), () => undefined)
      .finally(ready);
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
