// `npm run lock -w functions`: writes functions/package-lock.json, which `firebase deploy` uploads so that
// Cloud Build's `npm ci` installs exactly the versions the tests ran with.
// npm ignores a lockfile inside a workspace, so the lock is made in a temporary folder outside the repo.
// It starts from the root lockfile's entries for the function's dependency tree, so npm keeps those versions
// (direct and transitive) instead of picking the newest ones; npm resolves only what that seed lacks.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./lib/config.mjs";

const FUNCTIONS = join(ROOT, "functions");
const rootLock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")).packages;

/** The root lock's key for `name` as Node would find it from the package at `from`. */
function resolve(from, name) {
  for (let base = from; ; base = base.includes("/node_modules/") ? base.slice(0, base.lastIndexOf("/node_modules/")) : "") {
    const key = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (rootLock[key]) return key;
    if (!base) return null;
  }
}

/** Every root-lock entry the functions workspace reaches, keyed as in a standalone functions/ folder. */
function seedPackages() {
  const reached = new Set();
  const visit = (key) => {
    const entry = rootLock[key];
    // An optional peer is installed only when something else needs it, so it is not followed here.
    const peers = Object.keys(entry.peerDependencies ?? {}).filter((name) => !entry.peerDependenciesMeta?.[name]?.optional);
    const names = [...Object.keys({ ...entry.dependencies, ...entry.optionalDependencies }), ...peers];
    for (const name of names) {
      const found = resolve(key, name);
      if (found && !reached.has(found)) {
        reached.add(found);
        visit(found);
      }
    }
  };
  visit("functions");
  const packages = {};
  for (const key of [...reached].sort()) {
    const standalone = key.replace(/^functions\//, "");
    // A copy nested under functions/ in the workspace wins over a hoisted one of the same name; npm
    // re-resolves whatever then no longer fits.
    if (packages[standalone] && !key.startsWith("functions/")) continue;
    packages[standalone] = rootLock[key];
  }
  return packages;
}

const work = mkdtempSync(join(tmpdir(), "functions-lock-"));
try {
  const manifest = JSON.parse(readFileSync(join(FUNCTIONS, "package.json"), "utf8"));
  copyFileSync(join(FUNCTIONS, "package.json"), join(work, "package.json"));
  const root = { name: manifest.name, dependencies: manifest.dependencies };
  const seed = { name: manifest.name, lockfileVersion: 3, requires: true, packages: { "": root, ...seedPackages() } };
  writeFileSync(join(work, "package-lock.json"), JSON.stringify(seed, null, 2));
  execFileSync("npm", ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund"], {
    cwd: work,
    stdio: "inherit",
  });
  copyFileSync(join(work, "package-lock.json"), join(FUNCTIONS, "package-lock.json"));
  console.log("Wrote functions/package-lock.json");
} finally {
  rmSync(work, { recursive: true, force: true });
}
