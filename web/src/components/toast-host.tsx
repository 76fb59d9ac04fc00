import { lazy, Suspense, useEffect, useState } from "react";
import { whenToastsAsked } from "@/lib/feedback/toast";

// The container and its library come with the first toast (web/src/lib/feedback/toast.ts), never with the page.
// react-toastify injects its own stylesheet when it loads; its "unstyled" entry would keep a toast store apart from
// the one `toast` writes to.
const ToastContainer = lazy(() => import("react-toastify").then(({ ToastContainer }) => ({ default: ToastContainer })));

const focusToastsHotKey = (event: KeyboardEvent) => event.altKey && event.code === "KeyT";

/** Where toasts appear: top right, three seconds each, Alt+T moves the focus to them. */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => whenToastsAsked(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={3000} theme="dark" draggablePercent={80} hotKeys={focusToastsHotKey} />
    </Suspense>
  );
}
