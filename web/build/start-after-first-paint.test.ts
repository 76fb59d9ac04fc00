// @vitest-environment node
import { describe, expect, it } from "vitest";
import { withStarter } from "./start-after-first-paint";

// The tags as `vite build` writes them into index.html today.
const VITE_HTML = `<html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="modulepreload" crossorigin href="/assets/client-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head><body><div id="root"></div></body></html>`;

describe("start-after-first-paint", () => {
  it("swaps the entry and its preloads for the starter, which names them", () => {
    const html = withStarter(VITE_HTML);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain("modulepreload\" crossorigin");
    expect(html).toContain('<script data-entry="/assets/index-abc.js" data-preloads="/assets/vendor-def.js /assets/client-ghi.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
  });

  it("fails the build, saying what it missed, when Vite's HTML no longer has what it rewrites", () => {
    expect(() => withStarter(VITE_HTML.replace('type="module" crossorigin src', 'type="module" src'))).toThrow(/no module entry script/);
    expect(() => withStarter(VITE_HTML.replaceAll('rel="modulepreload" crossorigin', 'crossorigin rel="modulepreload"'))).toThrow(/no modulepreload link/);
    expect(() => withStarter(VITE_HTML.replace("</body>", ""))).toThrow(/no <\/body>/);
  });
});
