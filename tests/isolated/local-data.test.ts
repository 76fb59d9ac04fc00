// `npm start` keeps its data between runs: what a person wrote through the site (a new account in Auth, its
// profile in Firestore, its uploaded image in Storage, an approved review) is there again after Ctrl-C and a
// new start, and `--fresh` starts from the demo seed. The real launcher runs on shifted ports with a data
// folder of its own, beside the test stack on the default ports, which it never touches.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_IMAGE_FIELD } from "@contract/account-rules";
import { TINY_PNG } from "../support/images";
import { owner, randomAddress, sessionCookieOf } from "../support/stack";

const ROOT = join(import.meta.dirname, "..", "..");
const PORT_OFFSET = 20_000;
const site = `http://127.0.0.1:${5000 + PORT_OFFSET}`;
const STEP_MS = 300_000;

const dataDir = mkdtempSync(join(tmpdir(), "devfolio-local-data-"));
let running: { child: ChildProcess; output: () => string; exited: Promise<number | null> } | null = null;
const timings: string[] = [];

/** `node scripts/start.mjs` as a person runs it, on shifted ports; resolves once it prints that the site is ready. */
async function startSite(...flags: string[]) {
  const began = Date.now();
  // The worker's environment points at the default stack; the launcher derives every address from the offset.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/EMULATOR_HOST|^NODE_ENV$|^VITEST/.test(name)));
  const child = spawn(process.execPath, ["scripts/start.mjs", "--no-build", ...flags], {
    cwd: ROOT,
    env: { ...env, DEVFOLIO_PORT_OFFSET: String(PORT_OFFSET), DEVFOLIO_DATA_DIR: dataDir },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  running = { child, output: () => output, exited };
  const ready = await Promise.race([
    waitFor(() => output.includes("The site is ready"), 280_000).then(() => true),
    exited.then(() => false),
  ]);
  if (!ready) throw new Error(`npm start exited before the site was ready:\n${output}`);
  timings.push(`start ${flags.join(" ") || "(no flags)"}: ${((Date.now() - began) / 1000).toFixed(1)} s`);
  return output;
}

/** Ctrl-C, as a person stops it; resolves with everything it printed once it has exited. */
async function stopSite() {
  if (!running) throw new Error("Nothing is running.");
  const began = Date.now();
  const { child, output, exited } = running;
  process.kill(-child.pid!, "SIGINT");
  const code = await exited;
  running = null;
  timings.push(`stop (save and exit): ${((Date.now() - began) / 1000).toFixed(1)} s`);
  expect(code).toBe(0);
  return output();
}

function signal(child: ChildProcess, name: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, name);
  } catch {
    // Already gone.
  }
}

/** Runs scripts/lib/local-data.mjs' `saveLocalData` on its own, as the launcher would on Ctrl-C. */
async function saveWithNothingRunning() {
  const code = 'import("./scripts/lib/local-data.mjs").then((data) => data.saveLocalData())';
  try {
    await promisify(execFile)(process.execPath, ["-e", code], {
      cwd: ROOT,
      env: { ...process.env, DEVFOLIO_PORT_OFFSET: String(PORT_OFFSET), DEVFOLIO_DATA_DIR: dataDir },
    });
    return "saved";
  } catch (error) {
    return `failed: ${(error as { stderr?: string }).stderr ?? ""}`;
  }
}

const savedAt = (folder: string) => JSON.parse(readFileSync(join(dataDir, folder, "firebase-export-metadata.json"), "utf8")).savedAt;

async function waitFor(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("Timed out.");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function call(path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  headers.set("X-Forwarded-For", randomAddress());
  if (init.cookie) headers.set("Cookie", init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${site}${path}`, { ...init, headers, body, redirect: "manual" });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A page or an empty body: the test reads the text.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

async function logIn(email: string, password: string) {
  const answer = await call("/api/login", { method: "POST", json: { email, password } });
  return { status: answer.status, cookie: sessionCookieOf(answer.headers) };
}

interface ReviewRow {
  _id: string;
  text: string;
  status: string;
}
const reviewsIn = (body: unknown): ReviewRow[] =>
  (Array.isArray(body) ? body : ((body as { reviews?: ReviewRow[] }).reviews ?? [])) as ReviewRow[];

const tag = Date.now().toString(36);
const person = {
  name: "Kept Person",
  username: `kept${tag}`,
  email: `kept${tag}@example.test`,
  password: "Kept@2026x",
};
const reviewText = `Still here after a restart (${tag}).`;

describe("npm start keeps local data between runs", () => {
  beforeAll(async () => {
    const output = await startSite();
    expect(output).toContain("No saved data. Demo content loaded.");
  }, STEP_MS);

  afterAll(async () => {
    if (running) {
      // Stopped mid-test: SIGTERM lets the launcher stop the emulators it started; SIGKILL if it hangs.
      const { child, exited } = running;
      signal(child, "SIGTERM");
      const outcome = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 60_000, "hung"))]);
      if (outcome === "hung") signal(child, "SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
    // The launcher's firebase.json copy for the shifted ports (git-ignored).
    rmSync(join(ROOT, `firebase.local-${PORT_OFFSET}.json`), { force: true });
    console.log(`local data test timings:\n  ${timings.join("\n  ")}`);
  }, 90_000);

  it("saves what was written through the site on Ctrl-C", async () => {
    const signup = await call("/api/signup", { method: "POST", json: { ...person, confirmPassword: person.password } });
    expect(signup.status).toBe(201);
    // Locally no email leaves the machine: npm start prints the code, and a person reads it there.
    await waitFor(() => new RegExp(`Email to ${person.email}: .*code \\d{6}`).test(running!.output()), 30_000);
    const code = new RegExp(`Email to ${person.email}: .*code (\\d{6})`).exec(running!.output())![1];
    expect((await call("/api/confirm", { method: "POST", json: { email: person.email, confirmationCode: code, password: person.password } })).status).toBe(200);

    const { cookie } = await logIn(person.email, person.password);
    expect(cookie).toBeTruthy();
    const form = new FormData();
    form.append(PROFILE_IMAGE_FIELD, new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "me.png");
    expect((await call("/api/upload-profile-image", { method: "POST", body: form, cookie: cookie! })).status).toBe(200);
    const posted = await call("/api/reviews", { method: "POST", json: { rating: 5, text: reviewText }, cookie: cookie! });
    expect(posted.status).toBe(200);

    const ownerCookie = (await logIn(owner.email, owner.password)).cookie!;
    const pending = reviewsIn((await call("/api/reviews", { cookie: ownerCookie })).body).find((row) => row.text === reviewText);
    expect(pending?.status).toBe("pending");
    expect((await call(`/api/reviews/approve/${pending!._id}`, { method: "PUT", cookie: ownerCookie })).status).toBe(200);

    const output = await stopSite();
    expect(output).toContain(`Data saved to ${join(dataDir, "saved")}`);
  }, STEP_MS);

  it("keeps the last good save when a save fails, and finds it after a save cut off between its two renames", async () => {
    const before = savedAt("saved");
    // No emulator answers now, so every export fails half-way.
    expect(await saveWithNothingRunning()).toMatch(/^failed: [^]*fetch failed/);
    expect(savedAt("saved")).toBe(before);
    expect(readdirSync(dataDir).filter((name) => name.startsWith("saved."))).toEqual([]);
    // A crash right after the old save was renamed away: the next start must load it from there.
    renameSync(join(dataDir, "saved"), join(dataDir, "saved.previous"));
  });

  it("loads it at the next start: the account logs in, its profile, image and approved review are there", async () => {
    const output = await startSite();
    expect(output).toContain(`Loaded the data saved at`);
    expect(output).toContain(`from ${join(dataDir, "saved.previous")}`);
    expect(output).not.toContain("Demo content loaded.");

    const login = await logIn(person.email, person.password);
    expect(login.status).toBe(200);
    const profile = await call(`/api/user/${person.username}`);
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).toContain(person.name);

    const image = await call(`/api/user/${person.username}/profile-image`);
    expect(image.status).toBe(302);
    // Served by the restarted Storage emulator (on the shifted port), from the files it loaded.
    expect(image.headers.get("location")).toContain(`127.0.0.1:${9199 + PORT_OFFSET}/`);
    const picture = await fetch(image.headers.get("location")!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toMatch(/^image\//);

    const publicReviews = reviewsIn((await call("/api/reviews")).body);
    expect(publicReviews.find((row) => row.text === reviewText)?.status).toBe("approved");
    const stopped = await stopSite();
    expect(stopped).toContain(`Data saved to ${join(dataDir, "saved")}`);
    expect(readdirSync(dataDir).filter((name) => name.startsWith("saved"))).toEqual(["saved"]);
  }, STEP_MS);

  it("starts from the demo seed with --fresh, and the demo owner logs in", async () => {
    const output = await startSite("--fresh");
    expect(output).toContain("--fresh: saved data, if any, was not loaded. Demo content loaded.");
    expect((await logIn(person.email, person.password)).status).toBe(401);
    expect((await call(`/api/user/${person.username}`)).status).toBe(404);
    expect((await logIn(owner.email, owner.password)).status).toBe(200);
    await stopSite();
  }, STEP_MS);
});
