// The whole local stack of DESIGN.md: the official Firestore emulator (Java 17 jar), the Storage emulator
// (firebase-tools' HTTP layer), and firebase-tools' Auth, Functions and Hosting emulators, all on 127.0.0.1.
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { DATA_DIR, EMULATORS, PORT_OFFSET, PROJECT_ID, ROOT, SITE_URL, emulatorEnv } from "./config.mjs";
import { ensureLocalKeys } from "./fediverse-keys.mjs";
import { resolveFirestoreEmulator } from "./firestore-emulator.mjs";
import { ensureLocalMailLinkKeys } from "./mail-link-keys.mjs";
import { ensureLocalFactorKey } from "./factor-key.mjs";
import { importAuth } from "./local-data.mjs";
import { httpAnswers, launch, portInUse, stopAll, waitUntil } from "./processes.mjs";

const run = promisify(execFile);
/**
 * The emulators' copy of firebase.json, written by writeLocalFirebaseConfig (git-ignored). A stack on shifted
 * ports writes its own, so it never rewrites the copy of a stack already running on the default ports.
 */
export const LOCAL_FIREBASE_CONFIG = join(ROOT, PORT_OFFSET ? `firebase.local-${PORT_OFFSET}.json` : "firebase.local.json");

/**
 * firebase.json's Content-Security-Policy is production's: it does not trust the local Storage emulator,
 * so Hosting would block the images and videos the local stack serves from it. The emulators run on a copy
 * that adds the emulator's origin to img-src and media-src, and production never trusts a 127.0.0.1 origin.
 * The copy sits beside firebase.json: firebase-tools resolves every relative path in it (web/dist,
 * functions, the rules files) against the config file's folder.
 */
export function writeLocalFirebaseConfig() {
  const config = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8"));
  const origin = `http://${EMULATORS.storage.hostPort}`;
  for (const header of config.hosting.headers.flatMap((rule) => rule.headers)) {
    if (header.key !== "Content-Security-Policy") continue;
    header.value = header.value
      .split(";")
      .map((directive) => directive.trim())
      .map((directive) => (/^(img|media)-src\b/.test(directive) ? `${directive} ${origin}` : directive))
      .join("; ");
  }
  for (const [name, { port }] of Object.entries(EMULATORS)) config.emulators[name].port = port;
  writeFileSync(LOCAL_FIREBASE_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
  return LOCAL_FIREBASE_CONFIG;
}

export async function buildAll() {
  // Vitest sets NODE_ENV=test, which would give the browser tests React's development build.
  const env = { ...process.env, NODE_ENV: "production" };
  // The web first: the function's bundle takes in its server renderer and shell (functions/build.mjs).
  await run("npm", ["run", "build", "-w", "web"], { cwd: ROOT, env });
  await run("npm", ["run", "build", "-w", "functions"], { cwd: ROOT, env });
}

async function assertPortsFree() {
  for (const [name, { host, port }] of Object.entries(EMULATORS)) {
    if (await portInUse(host, port)) {
      throw new Error(`Port ${port} (${name} emulator) is already in use. Is another \`npm start\` or \`npm test\` running?`);
    }
  }
}

/**
 * Starts every emulator and resolves once the site answers through Hosting and the api function.
 * `saved` (from local-data.mjs' findSavedData) is data the emulators load; without it they start empty.
 * Aborting `signal` (Ctrl-C while starting) stops what was launched so far, and the start fails.
 * Returns `stop()`, which ends every process it started.
 */
export async function startStack({ build = true, saved = null, signal } = {}) {
  await assertPortsFree();
  const env = emulatorEnv();
  const { jar, source, javaArgs } = await resolveFirestoreEmulator();
  console.log(`Firestore emulator: ${source} (${jar})`);
  const procs = [];
  const stop = () => stopAll(procs);
  const abandon = () => void stop();
  signal?.addEventListener("abort", abandon, { once: true });
  try {
    const building = build ? buildAll() : Promise.resolve();
    procs.push(
      launch("firestore", "java", [
        ...javaArgs,
        "--host", EMULATORS.firestore.host, "--port", String(EMULATORS.firestore.port),
        "--rules", join(ROOT, "firestore.rules"), "--project_id", PROJECT_ID,
        ...(saved ? ["--seed_from_export", saved.firestoreExport] : []),
      ], env),
    );
    procs.push(
      launch("storage", process.execPath, [
        join(ROOT, "scripts", "storage-emulator.cjs"),
        EMULATORS.storage.host, String(EMULATORS.storage.port), PROJECT_ID,
        ...(saved ? [saved.storageDir] : []),
      ], { ...env, DEVFOLIO_STORAGE_WORK: join(DATA_DIR, "storage-work") }),
    );
    // The function bundle must exist before the Functions emulator loads it; the web may finish later.
    await building;
    if (signal?.aborted) throw new Error("Stopped while starting.");
    const config = writeLocalFirebaseConfig();
    await ensureLocalKeys();
    ensureLocalMailLinkKeys();
    ensureLocalFactorKey();
    procs.push(
      launch("firebase", process.execPath, [
        join(ROOT, "node_modules", "firebase-tools", "lib", "bin", "firebase.js"),
        "emulators:start", "--config", config, "--only", "auth,functions,hosting", "--project", PROJECT_ID,
      ], env),
    );
    const [firestore, storage, firebase] = procs;
    // An idle machine starts each in seconds; two busy cores (a second stack beside this one) took over a minute for
    // Auth alone. A process that dies still fails at once (waitUntil watches it).
    const STARTUP_MS = 180_000;
    await Promise.all([
      waitUntil(firestore, "Firestore to answer", httpAnswers(`http://${EMULATORS.firestore.hostPort}/`), STARTUP_MS),
      waitUntil(storage, "Storage to answer", httpAnswers(`http://${EMULATORS.storage.hostPort}/`), STARTUP_MS),
      waitUntil(firebase, "Auth to answer", httpAnswers(`http://${EMULATORS.auth.hostPort}/`), STARTUP_MS),
      waitUntil(
        firebase,
        "the api function to answer through Hosting",
        httpAnswers(`${SITE_URL}/api/profile`, (response) => response.status === 401),
        // The function's first load (a 2 MB bundle) takes far longer while the two cores are busy.
        STARTUP_MS + 60_000,
      ),
    ]);
    if (saved) await importAuth(saved.authDir);
    if (signal?.aborted) throw new Error("Stopped while starting.");
    return { url: SITE_URL, procs, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    signal?.removeEventListener("abort", abandon);
  }
}
