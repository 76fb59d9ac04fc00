import type { ToastContent, ToastOptions } from "react-toastify";

/**
 * Toasts, with react-toastify (9 KB of gzip JavaScript and its styles) kept out of every page's first load: a toast
 * always follows something the visitor did, so the library is fetched then, or by the container after hydration
 * (toast-host.tsx), whichever comes first. A toast shown before the container is there waits in react-toastify's
 * own queue until it is.
 */
const library = () => import("react-toastify");

export function toast(content: ToastContent, options?: ToastOptions): void {
  void library().then((toastify) => toastify.toast(content, options));
}

toast.success = (content: ToastContent, options?: ToastOptions): void => {
  void library().then((toastify) => toastify.toast.success(content, options));
};

toast.error = (content: ToastContent, options?: ToastOptions): void => {
  void library().then((toastify) => toastify.toast.error(content, options));
};
