// `npm start`: the whole site on one URL, with demo data; Ctrl-C stops every process it started.
import { readOwnerSettings } from "./lib/config.mjs";
import { printOutgoingMail } from "./lib/mail-printer.mjs";
import { LOG_DIR } from "./lib/processes.mjs";
import { startStack } from "./lib/stack.mjs";
import { seedIfEmpty } from "./seed.mjs";

const started = Date.now();
console.log("Building and starting the local stack (Firestore, Storage, Auth, Functions, Hosting)...");
let stack;
try {
  stack = await startStack();
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}

let stopping = false;
let stopPrintingMail = () => {};
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping every emulator...");
  stopPrintingMail();
  await stack.stop();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);

try {
  const seeded = await seedIfEmpty();
  const owner = readOwnerSettings();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
  The site is ready (${seconds} s): ${stack.url}
  ${seeded.created ? "Demo content loaded." : "The database already had content; nothing was seeded."}
  Owner login: ${owner.email} / ${seeded.ownerPassword}
  Emails are not sent locally: they land in the Firestore 'mail' collection, and each
  new one is printed below with its code.
  Logs: ${LOG_DIR}
  Press Ctrl-C to stop.
`);
  stopPrintingMail = printOutgoingMail();
} catch (error) {
  console.error("Seeding failed:", error);
  await shutdown();
}
