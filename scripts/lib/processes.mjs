// Child processes of the local stack: started in their own process group, logged to files, stopped together.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { DATA_DIR, ROOT } from "./config.mjs";

export const LOG_DIR = join(DATA_DIR, "logs");

export function launch(name, command, args, env) {
  mkdirSync(LOG_DIR, { recursive: true });
  const logPath = join(LOG_DIR, `${name}.log`);
  const log = createWriteStream(logPath);
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, detached: true });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { name, child, logPath, exited };
}

export function logTail(proc, lines = 30) {
  try {
    return readFileSync(proc.logPath, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Polls until `check` resolves true; fails early if the process exits, or after `timeoutMs`. */
export async function waitUntil(proc, what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exitedWith = null;
  proc.exited.then((status) => (exitedWith = status));
  while (Date.now() < deadline) {
    if (exitedWith) throw new Error(`${proc.name} exited before ${what} (${JSON.stringify(exitedWith)}):\n${logTail(proc)}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${proc.name}: timed out waiting for ${what}:\n${logTail(proc)}`);
}

export const httpAnswers = (url, accept = () => true) => async () =>
  accept(await fetch(url, { signal: AbortSignal.timeout(2000) }));

export function portInUse(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** SIGINT/SIGTERM to each process group, then SIGKILL whatever is still alive after a grace period. */
export async function stopAll(procs, graceMs = 8000) {
  const alive = procs.filter((proc) => proc.child.exitCode === null && proc.child.signalCode === null);
  for (const proc of alive) signalGroup(proc, proc.name === "firebase" ? "SIGINT" : "SIGTERM");
  const timer = new Promise((resolve) => setTimeout(resolve, graceMs, "timeout"));
  await Promise.race([Promise.all(alive.map((proc) => proc.exited)), timer]);
  for (const proc of alive) signalGroup(proc, "SIGKILL");
}

function signalGroup(proc, signal) {
  try {
    process.kill(-proc.child.pid, signal);
  } catch {
    // The group is already gone.
  }
}
