// The JavaScript budget of issue 10, held against the web build that the test stack made (or the one `npm start`
// serves): gzip sizes of a build are deterministic, so a size test is stable.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { measureBundle } from "../../scripts/lib/bundle-sizes.mjs";

const KB = 1024;
const HOME_BUDGET = 85 * KB;
const ROUTE_BUDGET = 110 * KB;

const bundle = measureBundle(fileURLToPath(new URL("../../web/dist/", import.meta.url)));
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe("first-load JavaScript (gzip)", () => {
  it(`stays within ${kb(HOME_BUDGET)} on the home page`, () => {
    const home = bundle.routes.find(({ route }) => route === "index.tsx");
    expect(home, "the home route's chunk is in the manifest").toBeDefined();
    expect(home!.bytes, `the home page loads ${kb(home!.bytes)}`).toBeLessThanOrEqual(HOME_BUDGET);
  });

  it(`stays within ${kb(ROUTE_BUDGET)} on every route`, () => {
    expect(bundle.routes.length).toBeGreaterThan(20);
    const over = bundle.routes.filter(({ bytes }) => bytes > ROUTE_BUDGET).map(({ route, bytes }) => `${route}: ${kb(bytes)}`);
    expect(over).toEqual([]);
  });
});
