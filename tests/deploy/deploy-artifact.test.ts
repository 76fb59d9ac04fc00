// The function's upload, as `firebase deploy` makes it, installs from its own lockfile and answers requests on
// its own (scripts/check-deploy-artifact.mjs). It checks the build that the test stack's start made.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, "..", "..");

it("the deploy artifact installs with npm ci --omit=dev and its api answers 401 and 404 JSON", async () => {
  const began = Date.now();
  const { stdout } = await run(process.execPath, [join(ROOT, "scripts", "check-deploy-artifact.mjs")], { cwd: ROOT });
  console.log(`${stdout.trimEnd()}\n(test took ${((Date.now() - began) / 1000).toFixed(1)} s)`);
  expect(stdout).toContain("lib/index.js");
  expect(stdout).not.toMatch(/\bsrc\//);
  expect(stdout).toContain('GET /api/profile -> 401 JSON "Not logged in."');
  expect(stdout).toContain('GET /api/no-such-call -> 404 JSON "Unknown API path."');
  expect(stdout).toContain("The deploy artifact works");
});
