// The local stack's addresses, read from firebase.json so there is one source of truth.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readSiteConfig } from "./site-config.mjs";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const firebaseJson = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8"));
const rc = JSON.parse(readFileSync(join(ROOT, ".firebaserc"), "utf8"));

export const PROJECT_ID = rc.projects.default;
export const REGION = "us-central1";
export const BUCKET = `${PROJECT_ID}.appspot.com`;

/**
 * DEVFOLIO_PORT_OFFSET shifts every emulator port, so a second stack (the local-data test) can run beside
 * one on firebase.json's ports; DEVFOLIO_DATA_DIR moves its logs and saved data out of the first one's way.
 */
export const PORT_OFFSET = Number(process.env.DEVFOLIO_PORT_OFFSET ?? 0);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0 || PORT_OFFSET > 50_000) {
  throw new Error(`DEVFOLIO_PORT_OFFSET must be a whole number from 0 to 50000, not "${process.env.DEVFOLIO_PORT_OFFSET}".`);
}
export const DATA_DIR = process.env.DEVFOLIO_DATA_DIR
  ? resolve(process.env.DEVFOLIO_DATA_DIR)
  : join(ROOT, ".emulator-data");

const address = (name) => {
  const { host } = firebaseJson.emulators[name];
  const port = firebaseJson.emulators[name].port + PORT_OFFSET;
  return { host, port, hostPort: `${host}:${port}` };
};

export const EMULATORS = {
  firestore: address("firestore"),
  storage: address("storage"),
  auth: address("auth"),
  functions: address("functions"),
  hosting: address("hosting"),
  tasks: address("tasks"),
  hub: address("hub"),
  logging: address("logging"),
};

export const SITE_URL = `http://${EMULATORS.hosting.hostPort}`;

/** The owner's login and name from site.config.json, the file the function and the web are built from. */
export function readOwnerSettings() {
  const { owner, ownerAccount } = readSiteConfig();
  return { username: ownerAccount.username, email: ownerAccount.email.trim().toLowerCase(), name: owner.name };
}

/** Every Google library in this process and its children talks to the emulators, never the network. */
export function emulatorEnv() {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    GOOGLE_CLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: EMULATORS.firestore.hostPort,
    FIREBASE_STORAGE_EMULATOR_HOST: EMULATORS.storage.hostPort,
    STORAGE_EMULATOR_HOST: `http://${EMULATORS.storage.hostPort}`,
    FIREBASE_AUTH_EMULATOR_HOST: EMULATORS.auth.hostPort,
    // Where firebase-admin queues Cloud Tasks (the fediverse's deliveries): the emulator the Functions emulator starts.
    CLOUD_TASKS_EMULATOR_HOST: EMULATORS.tasks.hostPort,
    METADATA_SERVER_DETECTION: "none",
    // The function's one public origin (functions/src/config.ts): the local Hosting address, offset included.
    SITE_ORIGIN: SITE_URL,
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
    NO_UPDATE_NOTIFIER: "1",
    // The Functions emulator asks npm for firebase-functions' latest version at every start (`npm show`), which
    // waits for a network timeout where there is none; offline, npm answers at once from its cache or not at all.
    npm_config_offline: "true",
  };
}
