// `firebase deploy` uploads functions/package.json with functions/package-lock.json, and Cloud Build runs
// `npm ci` on them. The tests run with the root package-lock.json instead (npm ignores a workspace's own
// lockfile), so the two must lock the same versions or production runs code nobody tested.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
}
interface Lockfile {
  packages: Record<string, LockEntry>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")) as T;

const manifest = readJson<{ dependencies: Record<string, string> }>("../package.json");
const deployLock = readJson<Lockfile>("../package-lock.json");
const rootLock = readJson<Lockfile>("../../package-lock.json");
const names = Object.keys(manifest.dependencies);

const REGENERATE = "functions/package-lock.json is out of step: run `npm run lock -w functions`";

/** The version the workspace resolves `name` to in the root lockfile, as Node would find it from functions/. */
const testedVersion = (name: string) =>
  (rootLock.packages[`functions/node_modules/${name}`] ?? rootLock.packages[`node_modules/${name}`])?.version;

describe("the deploy lockfile (functions/package-lock.json)", () => {
  it("pins every dependency to an exact version", () => {
    for (const name of names) expect(manifest.dependencies[name], name).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("locks exactly the dependencies functions/package.json declares", () => {
    expect(deployLock.packages[""]?.dependencies, REGENERATE).toEqual(manifest.dependencies);
  });

  it("locks each dependency at the version the tests run with", () => {
    for (const name of names) {
      const tested = testedVersion(name);
      expect(tested, `${name} is not in the root package-lock.json: run \`npm install\``).toBe(manifest.dependencies[name]);
      expect(deployLock.packages[`node_modules/${name}`]?.version, `${name}: ${REGENERATE}`).toBe(tested);
    }
  });
});
