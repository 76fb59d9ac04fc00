import type { Plugin } from "vite";
import { APP_READY_ATTRIBUTE, EARLY_INPUT_ATTRIBUTE, HELD_SUBMIT_ATTRIBUTE } from "../src/lib/render/takeover-marks";
import { assertPolicyAllows } from "./inline-script";

/**
 * The app's forms are the app's to send. Until the app has taken over the page (its code is still on the way, or
 * never arrives), the browser would send one itself, as a GET with its fields, a password included, in the address.
 * This guard, inline in the head, cancels the browser's own sending of a form inside the app's #root that no handler
 * of the app took (every one calls preventDefault), and marks its button: the app sends it again once it runs
 * (src/lib/render/early-input.ts), so a tap on Log in a moment too early is late, not lost. The stylesheet shows the
 * marked button as busy meanwhile. It listens as the event bubbles, after React's handlers at #root, so it knows
 * whether one took the form.
 *
 * It also marks the page when the reader typed, chose or sent anything before the app was ready, so the app loads
 * the code that hands that over only on the pages that need it.
 *
 * It steps aside for every other form:
 * - a form outside #root (a third-party widget's, such as the live chat's, or any plain HTML form added beside the
 *   app) is sent by the browser as its author meant;
 * - a form of the app marked `data-native-submit` is meant to go to its address before the app runs: the search
 *   forms (a GET to /search with nothing but the words and a kind), so search works without JavaScript
 *   (docs/search.md). Once the app runs, their own handlers send them without a reload.
 */
export const NATIVE_SUBMIT = "data-native-submit";

export const GUARD = `(function () {
  var html = document.documentElement;
  function early() { if (!html.hasAttribute("${APP_READY_ATTRIBUTE}")) html.setAttribute("${EARLY_INPUT_ATTRIBUTE}", ""); }
  document.addEventListener("input", early, true);
  document.addEventListener("change", early, true);
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (event.defaultPrevented || !form.closest("#root") || form.hasAttribute("${NATIVE_SUBMIT}")) return;
    event.preventDefault();
    (event.submitter || form).setAttribute("${HELD_SUBMIT_ATTRIBUTE}", "");
    early();
  });
})();`;

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
      handler(html) {
        if (!html.includes("</head>")) throw new Error("guard-forms: the built index.html has no </head> to write the guard before.");
        return html.replace("</head>", () => `  <script>${GUARD}</script>\n  </head>`);
      },
    },
  };
}
