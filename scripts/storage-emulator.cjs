// Runs firebase-tools' Cloud Storage emulator without its rules runtime, which needs Java 21 and a jar
// that cannot be downloaded on our machines (DESIGN.md, "The local stack"). Its HTTP layer is plain JS
// and serves firebase-admin fully. These are firebase-tools internals: the version is pinned in package.json.
// Usage: node scripts/storage-emulator.cjs HOST PORT PROJECT_ID [SAVED_STORAGE_DIR]
const { mkdirSync, readdirSync, rmSync } = require("node:fs");
const { join } = require("node:path");

const [host = "127.0.0.1", port = "9199", projectId = "demo-portfolio", savedDir] = process.argv.slice(2);

// The emulator keeps file bytes under os.tmpdir()/firebase/storage/blobs and empties that folder when it stops. A
// folder shared by two stacks (two checkouts, or a test run beside `npm start`, each on its own ports or in its own
// network namespace) let one stack's stop delete the other's files, and the next read of a missing blob crashed it.
// Each emulator process works in a folder of its own, named by its pid, under the checkout's .emulator-data (or
// DEVFOLIO_STORAGE_WORK, which the launcher sets from DEVFOLIO_DATA_DIR); folders of processes that are gone (a
// killed stack) are removed on the next start.
const workRoot = process.env.DEVFOLIO_STORAGE_WORK ?? join(__dirname, "..", ".emulator-data", "storage-work");
const workDir = join(workRoot, String(process.pid));
removeAbandonedFolders(workRoot);
mkdirSync(workDir, { recursive: true });
process.env.TMPDIR = workDir;

/** Removes the working folders whose emulator process no longer runs. */
function removeAbandonedFolders(root) {
  let names = [];
  try {
    names = readdirSync(root);
  } catch {
    return;
  }
  for (const name of names) {
    if (/^\d+$/.test(name) && !isRunning(Number(name))) rmSync(join(root, name), { recursive: true, force: true });
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

const { StorageEmulator } = require("firebase-tools/lib/emulator/storage");
const { EmulatorRegistry } = require("firebase-tools/lib/emulator/registry");

async function main() {
  const emulator = new StorageEmulator({ host, port: Number(port), projectId, auto_download: false, rules: [] });
  const skip = { start: async () => {}, stop: async () => {} };
  emulator._rulesRuntime = skip;
  // Without a rules runtime no rule can be evaluated, so every client request that is not the admin SDK and
  // carries no download token is denied: files stay readable only at their Firebase download URLs.
  const denyAll = { verify: async () => ({ permitted: false, issues: { exist: () => false } }) };
  emulator._rulesManager = { ...skip, getRuleset: () => denyAll };
  await EmulatorRegistry.start(emulator);
  // A folder that `POST /internal/export` wrote (scripts/lib/local-data.mjs): files, metadata and download tokens.
  if (savedDir) {
    emulator.storageLayer.import(savedDir, { initiatedBy: "start" });
    console.log(`storage emulator loaded ${savedDir}`);
  }
  console.log(`storage emulator ready on ${host}:${port}`);
  const stop = async () => {
    await EmulatorRegistry.stop("storage").catch(() => {});
    rmSync(workDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error("storage emulator failed to start:", error);
  process.exit(1);
});
