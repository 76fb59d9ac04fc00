// Runs a command on Node 22, the version the function deploys on and the project is tested with.
// Usage (from package.json scripts): node scripts/with-node-22.mjs <command> [args...]
// On Node 22 or newer it just runs the command. On an older Node (these machines come with Node 20) it first
// installs Node 22 from the npm registry (the `node` package, which ships the official binary) into
// node_modules/.cache/node-22, once, and runs the command with that binary first on PATH: npm, vitest, the
// emulators and every script they start then run on Node 22 too.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const NODE_VERSION = "22.23.3";
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const PREFIX = join(ROOT, "node_modules", ".cache", "node-22");
const BIN = join(PREFIX, "node_modules", ".bin");

function nodeBinDirectory() {
  if (Number(process.versions.node.split(".")[0]) >= 22) return null;
  if (!existsSync(join(BIN, "node"))) {
    console.error(`Node ${process.versions.node} is too old for this project; installing Node ${NODE_VERSION} from the npm registry into ${PREFIX} (once)...`);
    const install = spawnSync(
      "npm",
      ["install", "--prefix", PREFIX, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `node@${NODE_VERSION}`],
      { stdio: "inherit" },
    );
    if (install.status !== 0 || !existsSync(join(BIN, "node"))) {
      console.error("Could not install Node 22. Install Node.js 22 yourself and run the command again.");
      process.exit(1);
    }
  }
  return BIN;
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("Usage: node scripts/with-node-22.mjs <command> [args...]");
  process.exit(2);
}
const bin = nodeBinDirectory();
const env = bin ? { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ""}` } : process.env;
const child = spawn(command, args, { stdio: "inherit", env });
// Ctrl-C reaches the child through the terminal's process group; this process only waits for it.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => {});
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
