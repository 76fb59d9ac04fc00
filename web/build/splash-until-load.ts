import type { Plugin } from "vite";
import { assertPolicyAllows } from "./inline-script";

/**
 * SPEC "Startup": a bouncing-dots splash that blocks scrolling until the window has loaded, then fades for 500 ms.
 *
 * The splash is the page's own HTML, not part of the app: every page arrives rendered, and the window's `load`
 * comes long before the app has hydrated on a slow phone (0.7 s against 2.9 s on the home page, issue 32), so an
 * app component could only take the splash away late. A small classic script right after it holds it until
 * `load`, then fades it and removes it; nothing waits for the app's code. If that script never runs (scripts
 * blocked by an extension), the stylesheet ends the splash by itself after a few seconds (web/src/styles/splash.css),
 * and with scripting off the stylesheet never shows it.
 *
 * The Content-Security-Policy allows the script by its hash (inline-script.ts): any change to these bytes fails the
 * build until firebase.json's script-src names the new hash.
 */
export const SPLASH_FADE_MS = 500;

export const SPLASH_SCRIPT = `(function () {
  var splash = document.getElementById("splash");
  if (!splash) return;
  var html = document.documentElement;
  html.classList.add("splash-held");
  function leave() {
    html.classList.remove("splash-held");
    splash.classList.add("is-fading");
    setTimeout(function () { splash.remove(); }, ${SPLASH_FADE_MS});
  }
  if (document.readyState === "complete") leave();
  else window.addEventListener("load", leave, { once: true });
})();`;

const SPLASH_HTML = `<div id="splash" class="splash" role="status" aria-label="Loading">
      <div class="splash__dots" aria-hidden="true"><span class="splash__dot"></span><span class="splash__dot"></span><span class="splash__dot"></span></div>
    </div>
    <script>${SPLASH_SCRIPT}</script>`;

/** Where web/index.html wants the splash: first in the body, before the app's root. */
const SLOT = "<!-- splash-until-load -->";

/** Vite plugin: writes the splash and its script into the page's body, in the dev server too. */
export function splashUntilLoad(): Plugin {
  return {
    name: "splash-until-load",
    configResolved(config) {
      if (config.command === "build" && !config.build.ssr) assertPolicyAllows("splash-until-load", SPLASH_SCRIPT);
    },
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        if (!html.includes(SLOT)) throw new Error(`splash-until-load: web/index.html has no ${SLOT} slot.`);
        return html.replace(SLOT, () => SPLASH_HTML);
      },
    },
  };
}
