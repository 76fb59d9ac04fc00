// Writes the static routes as real HTML files after `vite build`, so their first paint comes from HTML rather than
// from JavaScript: each page is rendered by src/entry-server.tsx (built by `vite build --ssr` into dist-server/,
// which the `api` function's bundle also takes in)
// inside the shell Vite made. The untouched shell is kept as app-shell.html: Hosting serves it for the routes that
// are not prerendered (the user pages, /profile, /confirm...), and the `api` function renders item pages into it.
//
// Canonical and preview links need the public address: set SITE_ORIGIN when building for a deploy
// (SITE_ORIGIN=https://your-site.web.app). Locally it is the Hosting emulator's.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { checkSiteConfig } from "../scripts/lib/site-config.mjs";

// The pages below carry site.config.json's texts (and `vite build` has just inlined them): a wrong field stops the
// build here, naming the field, rather than a deploy of broken pages.
try {
  await checkSiteConfig();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const dist = fileURLToPath(new URL("dist/", import.meta.url));
const serverBundle = new URL("dist-server/entry-server.js", import.meta.url);
const origin = process.env.SITE_ORIGIN ?? "http://127.0.0.1:5000";

/**
 * Every route whose page is the same for every guest, and the file Hosting serves it from (cleanUrls). The home and
 * the five list pages are not here: the `api` function renders them with their data (firebase.json), so their
 * lists are in the HTML rather than loading.
 */
const STATIC_ROUTES = {
  "/news": "news.html",
  "/login": "login.html",
  "/signup": "signup.html",
  "/forgot": "forgot.html",
  "/error": "error.html",
  "/404": "404.html",
};

// Vite's index.html is the shell. It is removed once app-shell.html is written: Hosting would serve it for `/` ahead
// of the rewrite to the function. Run again on the same build, the script takes the shell it kept.
const viteIndex = `${dist}index.html`;
const shell = readFileSync(existsSync(viteIndex) ? viteIndex : `${dist}app-shell.html`, "utf8");
const { renderDocument, shellDocument } = await import(serverBundle.href);

writeFileSync(`${dist}app-shell.html`, shellDocument(shell));
rmSync(viteIndex, { force: true });
// Crawlers may read everything; the sitemap (rendered by the `api` function) lists every page and item.
writeFileSync(`${dist}robots.txt`, `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
for (const [path, file] of Object.entries(STATIC_ROUTES)) {
  const page = await renderDocument({ shell, origin, path });
  if (page.path !== path) throw new Error(`Prerendering ${path} ended on ${page.path}.`);
  writeFileSync(dist + file, page.html);
}
console.log(`Prerendered ${Object.keys(STATIC_ROUTES).length} routes, app-shell.html for the others, and robots.txt.`);
// Loaders may have left a retry timer behind (nothing can be fetched at build time); the work is done.
process.exit(0);
