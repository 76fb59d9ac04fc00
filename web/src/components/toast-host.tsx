import { lazy } from "react";
import { HydrateLater } from "@/lib/render/hydrate-later";

// Hydrated after the page (HydrateLater), so its library (web/src/lib/toast.ts) loads then, outside the first load.
// react-toastify injects its own stylesheet when it loads; its "unstyled" entry would keep a toast store apart from
// the one `toast` writes to.
const ToastContainer = lazy(() => import("react-toastify").then(({ ToastContainer }) => ({ default: ToastContainer })));

const focusToastsHotKey = (event: KeyboardEvent) => event.altKey && event.code === "KeyT";

/** Where toasts appear: top right, three seconds each, Alt+T moves the focus to them. */
export function ToastHost() {
  return (
    <HydrateLater>
      <ToastContainer position="top-right" autoClose={3000} theme="dark" draggablePercent={80} hotKeys={focusToastsHotKey} />
    </HydrateLater>
  );
}
