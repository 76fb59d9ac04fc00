// The function's cold start carries only what pages and API calls use (issue 21): sharp, a native image library that
// only uploads need, loads on the first upload (functions/src/services/media/load-sharp.ts), never when the bundle loads or a
// page is served. Checked on the bundle the stack's start built, in fresh Node processes (scripts/lib/function-load.mjs).
import { expect, it } from "vitest";
// @ts-expect-error -- plain ESM module shared with the launcher, without type declarations
import { emulatorEnv } from "../../scripts/lib/config.mjs";
import { FUNCTION_BUNDLE, probeFunctionLoad } from "../../scripts/lib/function-load.mjs";

it("loading the function's bundle and answering an API call does not load sharp", async () => {
  // --control loads sharp at the end: the same check then sees it, so a "no" above it is not a blind check.
  const report = await probeFunctionLoad(FUNCTION_BUNDLE, { serve: ["/api/profile"], control: true });
  expect(report.afterLoad.sharp, `sharp loaded with the bundle: ${Object.keys(report.afterLoad.packages).join(", ")}`).toBe(false);
  expect(report.served[0]).toMatchObject({ path: "/api/profile", status: 401, sharp: false });
  expect(report.control?.sharp, "the probe sees sharp once it is loaded").toBe(true);
}, 60_000);

it("rendering the home page with the stack's data does not load sharp", async () => {
  const report = await probeFunctionLoad(FUNCTION_BUNDLE, { serve: ["/"], env: { ...emulatorEnv(), NODE_ENV: "production" } });
  expect(report.served[0]).toMatchObject({ path: "/", status: 200, sharp: false });
}, 60_000);
