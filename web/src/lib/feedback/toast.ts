import type { ToastContent, ToastOptions } from "react-toastify";

/**
 * Toasts, with react-toastify (10 KB of gzip JavaScript and its styles) kept out of every page's load until the first
 * toast: a toast always follows something the visitor did, so a reader who only reads never downloads it. The first
 * toast fetches the library and asks the host (toast-host.tsx) to mount its container; the toast waits in
 * react-toastify's own queue until the container is there.
 */
const library = () => import("react-toastify");

let asked = false;
let onFirstToast: (() => void) | null = null;

/** The host's way to hear of the first toast (at once, if one came before the host was ready). */
export function whenToastsAsked(mountContainer: () => void): () => void {
  if (asked) mountContainer();
  else onFirstToast = mountContainer;
  return () => {
    onFirstToast = null;
  };
}

function withLibrary(show: (toastify: typeof import("react-toastify")) => void): void {
  if (!asked) {
    asked = true;
    onFirstToast?.();
  }
  void library().then(show);
}

export function toast(content: ToastContent, options?: ToastOptions): void {
  withLibrary((toastify) => toastify.toast(content, options));
}

toast.success = (content: ToastContent, options?: ToastOptions): void => {
  withLibrary((toastify) => toastify.toast.success(content, options));
};

toast.error = (content: ToastContent, options?: ToastOptions): void => {
  withLibrary((toastify) => toastify.toast.error(content, options));
};
