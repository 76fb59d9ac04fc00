import type { Plugin } from "vite";
import { assertPolicyAllows } from "./inline-script";

/**
 * Every form on the site is the app's to send. Until the app has taken over the page (its code is still on the
 * way, or never arrives), the browser would send a form itself, as a GET with its fields, a password included, in
 * the address. This guard, inline in the head, cancels the browser's own sending of every form for good; the app's
 * handlers still run and send through the API.
 *
 * One exception: a search form (a GET form whose action is /search, with nothing but the words and a kind) is
 * meant to go to its address, so search works before the app runs and without JavaScript (docs/search.md). Once the
 * app runs, its own handler sends it without a reload.
 */
const GUARD = `document.addEventListener("submit", function (event) { var form = event.target; if (form.method === "get" && form.getAttribute("action") === "/search") return; event.preventDefault(); }, true);`;

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
