// What a reader's browser downloads in all, not only the first load (issue 32): the scripts a page fetches once the
// app runs (the search box, the theme switch, the fediverse handle, the toast library...) count as much as those in
// its HTML. A reader who opens a page, scrolls and touches nothing fetches at most 1.3 times the bare React + Router +
// Query app (scripts/lib/bundle-floor.mjs), measured in the same run. Sizes are gzip -9 of the served files in
// web/dist, as tests/build/bundle-budget.test.ts counts them.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { measureBundleFloor } from "../scripts/lib/bundle-floor.mjs";
import { useBrowser, visit } from "./browser";

const DIST = fileURLToPath(new URL("../web/dist", import.meta.url));
const FLOOR_FACTOR = 1.3;
// Long enough for everything the app fetches on its own after hydration (idle callbacks, lazy sidebar parts).
const QUIET_MS = 3_000;
const FLOOR_BUILD_TIMEOUT_MS = 120_000;

const session = useBrowser();
let limitBytes = 0;

beforeAll(async () => {
  limitBytes = (await measureBundleFloor()).homeBytes * FLOOR_FACTOR;
}, FLOOR_BUILD_TIMEOUT_MS);

/** The gzip bytes of every script the page fetched from the site, once it has gone quiet after a scroll. */
async function scriptBytesOf(page: Page, path: string): Promise<{ bytes: number; files: string[] }> {
  const files = new Set<string>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith(".js")) files.add(pathname);
  });
  await visit(page, path);
  await page.mouse.wheel(0, 2_000);
  await page.waitForTimeout(QUIET_MS);
  const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(DIST + file), { level: 9 }).length, 0);
  return { bytes, files: [...files] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe("what a reader downloads in all, lazy parts included", () => {
  for (const width of [390, 1280]) {
    it(`stays within ${FLOOR_FACTOR} times the floor on the home page at ${width} px`, async () => {
      const page = await session.newPage({ width });
      const { bytes, files } = await scriptBytesOf(page, "/");
      expect(bytes, `${kb(bytes)} against ${kb(limitBytes)}: ${files.join(", ")}`).toBeLessThanOrEqual(limitBytes);
      // The parts a reader has not asked for are not among them.
      expect(files.some((file) => /\/(search-dialog|dist)-/.test(file)), files.join(", ")).toBe(false);
    });
  }

  it("fetches the search dialog when the reader asks for it, and not before", async () => {
    const page = await session.newPage();
    const { files } = await scriptBytesOf(page, "/projects");
    expect(files.some((file) => file.includes("/search-dialog-"))).toBe(false);
    await page.keyboard.press("Control+k");
    await page.getByRole("combobox", { name: "Search the site" }).waitFor();
  });
});
