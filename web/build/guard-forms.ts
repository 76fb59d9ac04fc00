import type { Plugin } from "vite";
import { assertPolicyAllows } from "./inline-script";

/**
 * Every form on the site is the app's to send. Until the app has taken over the page (its code is still on the
 * way, or never arrives), the browser would send a form itself, as a GET with its fields, a password included, in
 * the address. This guard, inline in the head, cancels the browser's own sending of every form for good; the app's
 * handlers still run and send through the API.
 */
const GUARD = `document.addEventListener("submit", function (event) { event.preventDefault(); }, true);`;

/** Vite build plugin: writes the guard into every page's head. */
export function guardForms(): Plugin {
  return {
    name: "guard-forms",
    apply: "build",
    configResolved(config) {
      if (!config.build.ssr) assertPolicyAllows("guard-forms", GUARD);
    },
    transformIndexHtml: {
      order: "post",
      handler: (html) => html.replace("</head>", () => `  <script>${GUARD}</script>\n  </head>`),
    },
  };
}
