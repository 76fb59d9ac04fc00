import { createHash } from "node:crypto";
import type { Plugin } from "vite";

/**
 * The app's code starts only after the browser has painted the page's HTML.
 *
 * Every page arrives rendered (prerendered or rendered by the `api` function), so the first paint needs only the
 * HTML and the stylesheet. Linked from the head, the entry and its modulepreloads start downloading at once: on a
 * slow phone they share the connection with the stylesheet and the LCP image, and the hydration that follows can
 * run before the first frame, which then waits for it (Lighthouse measured FCP at twice the static page's).
 * Instead the page carries one small classic script that adds the entry and its preloads once the browser reports
 * the first contentful paint.
 * The app itself is unchanged: it hydrates the same HTML a frame later.
 */

// A classic script (no module syntax, old-browser safe); `defer` runs it once the HTML is parsed.
const STARTER = `(function () {
  var me = document.currentScript;
  var entry = me.getAttribute("data-entry");
  var preloads = (me.getAttribute("data-preloads") || "").split(" ").filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.appendChild(script);
  }
  // A hidden tab paints nothing and runs no animation frames: start at once there.
  if (document.visibilityState === "hidden") return start();
  // Once the browser reports the first contentful paint: a frame merely drawn is not always shown yet, and work
  // started before it is shown holds the first paint back. Three seconds past parsing, start anyway: the timer is
  // only for a browser that never reports it. Chromium holds the first frame of a page whose HTML came slowly (a
  // rendered page at 50-150 ms) for about a second, measured in docs/performance.md; a shorter timer raced it.
  setTimeout(start, 3000);
  try {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: "paint", buffered: true });
  } catch (error) {
    // No paint timing: the frame callback runs just before the first paint, the timeout just after it.
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
})();
`;

const STARTER_FILE = `assets/start-${createHash("sha256").update(STARTER).digest("hex").slice(0, 8)}.js`;

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** Vite build plugin: swaps the entry's script and modulepreload tags for the starter script. */
export function startAfterFirstPaint(): Plugin {
  let serverBuild = false;
  return {
    name: "start-after-first-paint",
    apply: "build",
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (!serverBuild) this.emitFile({ type: "asset", fileName: STARTER_FILE, source: STARTER });
    },
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const entry = ENTRY_TAG.exec(html)?.[1];
        if (!entry) throw new Error("start-after-first-paint: the built index.html has no module entry script.");
        const preloads = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]);
        const starter = `\n    <script defer src="/${STARTER_FILE}" data-entry="${entry}" data-preloads="${preloads.join(" ")}"></script>`;
        return html.replace(PRELOAD_TAG, "").replace(ENTRY_TAG, starter);
      },
    },
  };
}
