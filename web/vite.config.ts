import { fileURLToPath, URL } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compileHints } from "./build/compile-hints";
import { guardForms } from "./build/guard-forms";
import { siteHandle } from "./build/site-handle";
import { splashUntilLoad } from "./build/splash-until-load";
import { stacklessReactSentinels } from "./build/stackless-react-sentinels";
import { startAfterFirstPaint } from "./build/start-after-first-paint";
import { themeBeforePaint } from "./build/theme-before-paint";

/**
 * Libraries that load later, with what needs them: the QR tool's library with its tool, zod with the answer
 * schemas (src/api/contract-schemas.ts), which the adapter fetches beside its first request, and react-toastify
 * (with clsx, its one dependency) with the first toast (src/lib/feedback/toast.ts).
 */
const VENDOR_CHUNK = "vendor";
// `diff` is the owner's revision history's alone (issue 35) and the WebAuthn library the passkey screens' (issue 34):
// each rides with its lazy chunk.
const LATER_LIBRARIES = /node_modules[\\/](qrcode|dijkstrajs|pngjs|zod|react-toastify|clsx|diff|@simplewebauthn[\\/]browser)[\\/]/;

const hostingPort = process.env.HOSTING_PORT ?? "5000";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // A route's loading and error screens go with its page, so no page's modules ride in the entry for them.
      codeSplittingOptions: { defaultBehavior: [["component", "pendingComponent", "errorComponent", "notFoundComponent"]] },
    }), react(), stacklessReactSentinels(), siteHandle(), themeBeforePaint(), splashUntilLoad(), guardForms(), startAfterFirstPaint(), compileHints(VENDOR_CHUNK)],
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("../functions/src/contract", import.meta.url)),
      "@": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
  // The server bundle (src/entry-server.tsx) carries its libraries: the function's deploy (functions/build.mjs)
  // bundles it as one file, with no web packages installed beside it.
  ssr: { noExternal: true },
  // React's packages pick their production or development build by NODE_ENV when they load; fixed here, the server
  // bundle carries only the production one, whatever NODE_ENV the function's machine has.
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  server: {
    host: "127.0.0.1",
    port: 5173,
    // `npm run dev`: the same /api as `npm start`, through the Hosting emulator's rewrite.
    // The function accepts only its configured origin (SITE_ORIGIN, the Hosting emulator's) on state-changing calls:
    // this dev server's own pages are that site, so their Origin is rewritten to it; any other Origin passes as sent.
    proxy: {
      "/api": {
        target: `http://127.0.0.1:${hostingPort}`,
        configure: (proxy) =>
          proxy.on("proxyReq", (request) => {
            if (request.getHeader("origin") === "http://127.0.0.1:5173") request.setHeader("origin", `http://127.0.0.1:${hostingPort}`);
          }),
      },
    },
  },
  // The manifest maps each source module to its chunk and imports: scripts/bundle-report.mjs reads it. Hosting skips
  // dot-folders, so it is never deployed.
  build: {
    sourcemap: false,
    target: "es2022",
    manifest: true,
    // The page's own modules are preloaded from the HTML (by the starter, web/build/start-after-first-paint.ts).
    // A lazy route's imports are not: Vite's helper adds their preload links all in one go when the route loads,
    // which made the start-up task that loads the route 40-48 ms instead of 5-9 on a throttled phone. They are
    // found when the route's chunk arrives instead, one round trip later, and hovering or touching a link
    // (the router's "intent" preload) starts that early.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []) },
    // One stylesheet for every page (17 KB gzip), linked from the HTML: a page rendered on the server is then
    // laid out right at once. Split per route, a page's styles arrived with its script and moved it (CLS 0.6).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Every page needs React, the router, the query cache and zod, so they ship as one chunk: one gzip
        // stream and one request, cached across deploys. Left to itself the bundler re-cuts them into small
        // chunks whenever a lazy chunk starts sharing one of them. The QR tool's library stays with its tool.
        codeSplitting: {
          groups: [
            // Vite's helper for dynamic imports rides with them too: every page's start needs it, and page-meta's lazy
            // head writer (src/lib/render/apply-head-tags.ts) would otherwise cut it out of the entry into a chunk.
            { name: VENDOR_CHUNK, test: (id) => (id.includes("node_modules") && !LATER_LIBRARIES.test(id)) || id.includes("vite/preload-helper") },
            // Every page fetches these after it runs, together: one request and one gzip stream each, rather than
            // a chunk per module (issue 32: each chunk costs its own header and loader code, ~0.1 KB).
            { name: "sidebar-extras", test: /src[\\/](features[\\/]shell[\\/](fediverse-handle|theme-toggle|theme-choice)|components[\\/]copy-button)\.tsx?$/ },
            // The fields, the form's message, and the comment box with the one submit of the community's forms: the
            // home page needs them together, and split by module they cost it three chunks' headers and imports.
            {
              name: "forms",
              test: /src[\\/](components[\\/](form-fields|form-message|text-composer)|lib[\\/]hooks[\\/]use-text-submit)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // How the site shows text: its markup rendered (with the parser), chips, and the typing cycle. Home and the
            // project page want all of them, and the fields' preview the markup; split by module they were two chunks
            // of 0.5 and 0.7 KB on the home page, 0.17 KB more than one.
            {
              name: "text-display",
              test: /(web[\\/]src[\\/](components[\\/](formatted-text|chip-list)|lib[\\/]hooks[\\/]use-typing-cycle)|functions[\\/]src[\\/]contract[\\/]markup)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // What every list of people's words shows (an avatar, a date, who may delete): wanted together by home,
            // the item pages and moderation, and each too small to be worth a chunk's header of its own.
            {
              name: "bylines",
              test: /src[\\/](components[\\/]avatar|lib[\\/]utils[\\/](format-date|comment-permissions))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // The data layer the entry and every route share (the API client, the item kinds, lists and queries, the
            // limits and the account rules, the rule of a document id, and the page-view beacon with the rule of which
            // paths are counted): left to the bundler, a dozen chunks of 0.1-1.4 KB, a request and a header each.
            {
              name: "app-data",
              test: /(functions[\\/]src[\\/]contract[\\/](query-keys|item-status|item-kinds|item-rules|limits|account-rules|routes|document-ids|stats-paths)|web[\\/]src[\\/](lib[\\/]data[\\/](item-lists|item-queries|retry-network-once)|api[\\/](client|items|load-schemas|views)))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // What every page's own code uses to write its head and to wake its parts below the fold: one chunk's
            // header rather than two.
            {
              name: "page-meta",
              test: /src[\\/]lib[\\/]render[\\/](page-meta|hydrate-when-seen)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // The community's cards, toasts and home comments' calls: home and moderation both want all of them.
            {
              name: "community",
              test: /src[\\/](components[\\/](review-card|report-card|star-rating)|lib[\\/]feedback[\\/]community-feedback|api[\\/]home-comments)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
