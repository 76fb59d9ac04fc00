// `npm run dev`: the same local backend as `npm start`, plus Vite with hot reload for the web
// and an esbuild watch that the Functions emulator picks up when the bundle changes.
import { spawn } from "node:child_process";
import { EMULATORS, ROOT, readOwnerSettings } from "./lib/config.mjs";
import { printOutgoingMail } from "./lib/mail-printer.mjs";
import { startStack } from "./lib/stack.mjs";
import { seedIfEmpty } from "./seed.mjs";
import { DEMO_PASSWORDS } from "./lib/seed-data.mjs";

console.log("Starting the local backend...");
const stack = await startStack().catch((error) => {
  console.error(`\n${error.message}`);
  process.exit(1);
});
await seedIfEmpty();

const watchers = [
  spawn("npm", ["run", "dev", "-w", "functions"], { cwd: ROOT, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "web"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, HOSTING_PORT: String(EMULATORS.hosting.port) },
  }),
];
const owner = readOwnerSettings();
console.log(`Backend ready. Vite prints its URL below (/api goes to ${stack.url}). Owner login: ${owner.email} / ${DEMO_PASSWORDS.owner}`);
console.log("Emails are not sent locally: each new one is printed here with its code.");
const stopPrintingMail = printOutgoingMail();

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  for (const watcher of watchers) watcher.kill("SIGTERM");
  stopPrintingMail();
  await stack.stop();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
