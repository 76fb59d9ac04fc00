import { Outlet } from "@tanstack/react-router";
import { ToastContainer } from "react-toastify";
import { HydrateLater } from "@/lib/hydrate-later";
import { ScrollButtons } from "./scroll-buttons";
import { Sidebar } from "./sidebar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SplashScreen } from "./splash-screen";
import "./root-layout.css";

// react-toastify 11.2 injects its own stylesheet from the main entry, so no CSS import is needed;
// the "unstyled" entry would need one but keeps a separate toast store from `toast` in "react-toastify".
const focusToastsHotKey = (event: KeyboardEvent) => event.altKey && event.code === "KeyT";

/** Everything around a page: splash, sidebar, header and footer anchors, scroll buttons, toasts. */
export function RootLayout() {
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
      <HydrateLater>
        <ToastContainer
          position="top-right"
          autoClose={3000}
          theme="dark"
          draggablePercent={80}
          hotKeys={focusToastsHotKey}
        />
      </HydrateLater>
    </>
  );
}
