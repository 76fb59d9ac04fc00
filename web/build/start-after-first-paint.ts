import type { Plugin } from "vite";
import { assertPolicyAllows } from "./inline-script";

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

// A classic inline script at the end of the body (no module syntax, old-browser safe). Inline, not a file of its
// own: a file is one more request before the page counts as loaded, and Lighthouse's model of a slow phone then
// put that request's round trip into the largest paint. What it does, in order:
// - a page the server did not render (an empty #root: the owner's Stats, Moderation and Profile) has nothing to
//   paint first, and never reports a contentful paint: start at once there, not after the timer's three seconds;
// - a hidden tab paints nothing and runs no animation frames: start at once there;
// - otherwise start once the browser reports the first contentful paint and the window has loaded: a frame merely
//   drawn is not always shown yet, and work started before it is shown holds the first paint back; and a script
//   added before `load` holds the load event back until it has downloaded, and the startup splash waits for that
//   event (SPEC), so on a slow phone the page stayed covered while the app's 110 KB came (issue 32: seen at 3.8 s
//   against a first paint at 1.1 s);
// - from the load event, start in a task of its own: the splash's script takes the overlay away in that event, and
//   adding the entry there (a request the main thread starts, 5-20 ms in Chromium) made one long task of the two;
// - three seconds past parsing, start anyway: the timer is only for a browser that never reports the paint.
//   Chromium holds the first frame of a page whose HTML came slowly for about a second (docs/performance.md), and
//   a shorter timer raced it;
// - without paint timing, the frame callback runs just before the first paint and the timeout just after it.
// It adds the entry first, then one modulepreload a task: each request costs the main thread a few milliseconds
// (more with DevTools watching), and ten in one task made a long one on a slow phone.
const STARTER = `(function () {
  var me = document.currentScript;
  var entry = me.getAttribute("data-entry");
  var preloads = (me.getAttribute("data-preloads") || "").split(" ").filter(Boolean);
  var started = false;
  function add(element) {
    element.crossOrigin = "";
    document.head.appendChild(element);
  }
  function preloadFrom(index) {
    if (index >= preloads.length) return;
    var link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = preloads[index];
    add(link);
    setTimeout(function () { preloadFrom(index + 1); }, 0);
  }
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement("script");
    script.type = "module";
    script.src = entry;
    add(script);
    setTimeout(function () { preloadFrom(0); }, 0);
  }
  var root = document.getElementById("root");
  if (!root || !root.firstChild || document.visibilityState === "hidden") return start();
  setTimeout(start, 3000);
  var painted = false;
  var loaded = document.readyState === "complete";
  function startOnceShown() {
    if (painted && loaded) start();
  }
  window.addEventListener("load", function () {
    loaded = true;
    setTimeout(startOnceShown, 0);
  });
  function onPaint() {
    painted = true;
    startOnceShown();
  }
  try {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      onPaint();
    });
    observer.observe({ type: "paint", buffered: true });
  } catch (error) {
    requestAnimationFrame(function () { setTimeout(onPaint, 0); });
  }
})();`;

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const BODY_END = "</body>";

/**
 * Fails the build, naming the pattern, when Vite's HTML no longer has what the starter replaces: rewritten silently,
 * the page would lose its entry or its preloads (or keep them beside the starter, loading everything twice).
 */
function expectFound(found: boolean, what: string): void {
  if (!found) throw new Error(`start-after-first-paint: the built index.html has no ${what}; Vite's output changed, so web/build/start-after-first-paint.ts must be updated.`);
}

/** The built page with its entry and preload tags swapped for the starter. */
export function withStarter(html: string): string {
  const entry = ENTRY_TAG.exec(html)?.[1];
  expectFound(entry !== undefined, `module entry script (${ENTRY_TAG.source})`);
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]);
  expectFound(preloads.length > 0, `modulepreload link (${PRELOAD_TAG.source})`);
  expectFound(html.includes(BODY_END), BODY_END);
  const starter = `<script data-entry="${entry}" data-preloads="${preloads.join(" ")}">${STARTER}</script>\n  `;
  return html.replace(PRELOAD_TAG, "").replace(ENTRY_TAG, "").replace(BODY_END, () => `${starter}${BODY_END}`);
}

/** Vite build plugin: swaps the entry's script and modulepreload tags for the inline starter. */
export function startAfterFirstPaint(): Plugin {
  return {
    name: "start-after-first-paint",
    apply: "build",
    configResolved(config) {
      if (!config.build.ssr) assertPolicyAllows("start-after-first-paint", STARTER);
    },
    transformIndexHtml: { order: "post", handler: withStarter },
  };
}
