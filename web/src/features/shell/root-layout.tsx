import { Outlet } from "@tanstack/react-router";
import { ToastHost } from "@/components/toast-host";
import { useViewBeacon } from "@/lib/hooks/use-view-beacon";
import { HydrateLater } from "@/lib/render/hydrate-later";
import { ScrollButtons } from "./scroll-buttons";
import { Sidebar } from "./sidebar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SplashScreen } from "./splash-screen";
import "./root-layout.css";

/** Everything around a page: splash, sidebar, header and footer anchors, scroll buttons, toasts. */
export function RootLayout() {
  useViewBeacon();
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <SplashScreen />
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
