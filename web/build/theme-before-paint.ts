import type { Plugin } from "vite";
import { THEME_ATTRIBUTE, THEME_COLOR_SCHEME_ATTRIBUTE, THEME_STORAGE_KEY } from "../src/features/shell/theme-choice";
import { assertPolicyAllows } from "./inline-script";

/**
 * The reader's stored theme, applied before the first paint.
 *
 * The stylesheet follows the device by itself (`color-scheme: light dark`, web/src/styles/global.css), JavaScript
 * or not. A reader who chose a theme in the sidebar (src/features/shell/theme-choice.ts) gets it from this classic
 * inline script, which runs in the head before the stylesheet's link, so the first frame is already in their
 * theme, on a prerendered page, a page the function renders (its shell is this same HTML) and the SPA's shell alike.
 * The app's modules come far later (start-after-first-paint.ts), too late for that. It sets `data-theme` on <html>
 * and points the browser bars' `theme-color` at the chosen scheme, as `applyThemeChoice` does; storage that throws
 * (a blocked cookie setting) leaves the device's theme.
 *
 * The site's Content-Security-Policy allows it by its hash: any change to these bytes (a space included) fails the
 * build until firebase.json's script-src names the new hash, which the failure prints (inline-script.ts).
 */
export const THEME_SCRIPT = `(function () {
  var theme;
  try { theme = localStorage.getItem("${THEME_STORAGE_KEY}"); } catch (error) { return; }
  if (theme !== "light" && theme !== "dark") return;
  document.documentElement.setAttribute("${THEME_ATTRIBUTE}", theme);
  var metas = document.querySelectorAll('meta[name="theme-color"]');
  for (var i = 0; i < metas.length; i++) {
    metas[i].media = metas[i].getAttribute("${THEME_COLOR_SCHEME_ATTRIBUTE}") === theme ? "all" : "not all";
  }
})();`;

/** Where web/index.html wants the script: after the metas it adjusts, before any stylesheet or other script. */
const SLOT = "<!-- theme-before-paint -->";

/** Vite plugin: writes the theme script into the page's head, in the dev server too. */
export function themeBeforePaint(): Plugin {
  return {
    name: "theme-before-paint",
    configResolved(config) {
      if (config.command === "build" && !config.build.ssr) assertPolicyAllows("theme-before-paint", THEME_SCRIPT);
    },
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        if (!html.includes(SLOT)) throw new Error(`theme-before-paint: web/index.html has no ${SLOT} slot.`);
        return html.replace(SLOT, () => `<script>${THEME_SCRIPT}</script>`);
      },
    },
  };
}
