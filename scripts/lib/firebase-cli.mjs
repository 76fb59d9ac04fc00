// The project's pinned firebase-tools, run against one real project: for the scripts that store secrets there.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "./config.mjs";

/** Runs `firebase <args> --project <project>`; `input` goes to its stdin. Answers its stdout. */
export const firebaseCli = (project) => (args, input) =>
  execFileSync(process.execPath, [join(ROOT, "node_modules", "firebase-tools", "lib", "bin", "firebase.js"), ...args, "--project", project], {
    input,
    stdio: [input === undefined ? "inherit" : "pipe", "pipe", "inherit"],
    encoding: "utf8",
  });
