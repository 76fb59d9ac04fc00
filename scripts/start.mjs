// `npm start`: the whole site on one URL. Data lasts between runs: Ctrl-C saves Firestore, Auth and Storage
// to .emulator-data/saved and the next start loads them; `npm start -- --fresh` starts from the demo seed.
// `--no-build` reuses web/dist and functions/lib as they are (the local-data test, after the test stack built).
import { relative } from "node:path";
import { ROOT, readOwnerSettings } from "./lib/config.mjs";
import { SAVED_DIR, findSavedData, saveLocalData } from "./lib/local-data.mjs";
import { printOutgoingMail } from "./lib/mail-printer.mjs";
import { LOG_DIR } from "./lib/processes.mjs";
import { startStack } from "./lib/stack.mjs";
import { seedIfEmpty } from "./seed.mjs";

const args = process.argv.slice(2);
const unknown = args.filter((arg) => !["--fresh", "--no-build"].includes(arg));
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(" ")}. Options: --fresh (start from the demo seed), --no-build.`);
  process.exit(2);
}
const fresh = args.includes("--fresh");
const build = !args.includes("--no-build");
const shown = (path) => (path.startsWith(ROOT) ? relative(ROOT, path) : path);

const started = Date.now();
const saved = fresh ? null : findSavedData();
console.log(`${build ? "Building and starting" : "Starting"} the local stack (Firestore, Storage, Auth, Functions, Hosting)...`);
// Ctrl-C while starting stops what was launched so far (the emulators run in process groups of their own).
const starting = new AbortController();
let stack;
let stopping = false;
let ready = false;
let stopPrintingMail = () => {};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
try {
  stack = await startStack({ build, saved, signal: starting.signal });
} catch (error) {
  console.error(`\n${starting.signal.aborted ? "Stopped before the site was ready." : error.message}`);
  process.exit(1);
}

async function shutdown() {
  if (!stack) {
    starting.abort();
    return;
  }
  if (stopping) return;
  stopping = true;
  stopPrintingMail();
  // A stack that never got ready holds no data worth keeping, and must not replace the last good save.
  if (ready) {
    console.log("\nSaving the local data...");
    const savingStarted = Date.now();
    try {
      const dir = await saveLocalData();
      console.log(`Data saved to ${shown(dir)} (${((Date.now() - savingStarted) / 1000).toFixed(1)} s). \`npm start\` loads it next time; \`npm start -- --fresh\` starts from the demo seed.`);
    } catch (error) {
      console.error(`Saving failed; the last save, if any, is kept as it was. ${error.message}`);
    }
  }
  console.log("Stopping every emulator...");
  await stack.stop();
  process.exit(0);
}

try {
  const seeded = await seedIfEmpty();
  const owner = readOwnerSettings();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const data = saved
    ? `Loaded the data saved at ${saved.savedAt} from ${shown(saved.dir)} (\`npm start -- --fresh\` starts from the demo seed).`
    : `${fresh ? "--fresh: saved data, if any, was not loaded. " : "No saved data. "}${seeded.created ? "Demo content loaded." : "The database already had content; nothing was seeded."}`;
  console.log(`
  The site is ready (${seconds} s): ${stack.url}
  ${data}
  Owner login: ${owner.email} / ${seeded.ownerPassword}${saved ? " (unless changed since)" : ""}
  Emails are not sent locally: they land in the Firestore 'mail' collection, and each
  new one is printed below with its code.
  Logs: ${shown(LOG_DIR)}
  Press Ctrl-C to stop; the data is saved to ${shown(SAVED_DIR)} and loaded at the next start.
`);
  ready = true;
  stopPrintingMail = printOutgoingMail();
} catch (error) {
  console.error("Seeding failed:", error);
  await shutdown();
}

