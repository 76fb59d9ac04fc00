// Two Storage emulators of one checkout (`npm start` beside `npm test`, or two stacks in their own network namespaces)
// keep their files apart (issue 33): stopping one leaves the other's files readable, and the folder of an emulator
// that was killed is cleared on the next start. Before, both worked in $TMPDIR/devfolio-storage-<port>, so two stacks
// on the same ports shared a folder, and the first to stop deleted the other's files.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const SCRIPT = join(import.meta.dirname, "..", "..", "scripts", "storage-emulator.cjs");
const BUCKET = "demo-storage-work.appspot.com";
const ADMIN = { Authorization: "Bearer owner" };
const workRoot = mkdtempSync(join(tmpdir(), "storage-work-test-"));
const running: ChildProcess[] = [];

afterAll(async () => {
  await Promise.all(running.map(stop));
  rmSync(workRoot, { recursive: true, force: true });
});

/** A port nothing listens on, on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the launcher's Storage emulator on its own port, in the shared working root, once it answers. */
async function startEmulator(): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [SCRIPT, "127.0.0.1", String(port), "demo-storage-work"], {
    env: { ...process.env, DEVFOLIO_STORAGE_WORK: workRoot },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("storage emulator ready") && resolve());
    child.once("exit", (code) => reject(new Error(`storage emulator exited with ${code}`)));
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

const upload = (origin: string, name: string, text: string) =>
  fetch(`${origin}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { ...ADMIN, "Content-Type": "text/plain" },
    body: text,
  });

const download = (origin: string, name: string) =>
  fetch(`${origin}/storage/v1/b/${BUCKET}/o/${encodeURIComponent(name)}?alt=media`, { headers: ADMIN });

describe("the Storage emulator's working folder", () => {
  it("is one per emulator: stopping one stack leaves the other's files, and a killed one's folder is cleared", async () => {
    // What a stack killed with SIGKILL leaves behind: a folder named by a pid that no longer runs.
    const abandoned = join(workRoot, "999999999");
    mkdirSync(join(abandoned, "firebase"), { recursive: true });

    const first = await startEmulator();
    const second = await startEmulator();
    expect(existsSync(abandoned)).toBe(false);
    expect(readdirSync(workRoot).sort()).toEqual([String(first.child.pid), String(second.child.pid)].sort());

    expect((await upload(first.origin, "a/first.txt", "first stack")).status).toBe(200);
    expect((await upload(second.origin, "a/second.txt", "second stack")).status).toBe(200);

    await stop(first.child);
    expect(readdirSync(workRoot)).toEqual([String(second.child.pid)]);
    const left = await download(second.origin, "a/second.txt");
    expect(left.status).toBe(200);
    expect(await left.text()).toBe("second stack");

    await stop(second.child);
    expect(readdirSync(workRoot)).toEqual([]);
  });
});
