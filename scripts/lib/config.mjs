// The local stack's addresses, read from firebase.json so there is one source of truth.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const firebaseJson = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8"));
const rc = JSON.parse(readFileSync(join(ROOT, ".firebaserc"), "utf8"));

export const PROJECT_ID = rc.projects.default;
export const REGION = "us-central1";
export const BUCKET = `${PROJECT_ID}.appspot.com`;

const address = (name) => {
  const { host, port } = firebaseJson.emulators[name];
  return { host, port, hostPort: `${host}:${port}` };
};

export const EMULATORS = {
  firestore: address("firestore"),
  storage: address("storage"),
  auth: address("auth"),
  functions: address("functions"),
  hosting: address("hosting"),
  hub: address("hub"),
  logging: address("logging"),
};

export const SITE_URL = `http://${EMULATORS.hosting.hostPort}`;

/** Owner settings from functions/.env, the same file the function reads (locally and on deploy). */
export function readOwnerSettings() {
  const env = Object.fromEntries(
    readFileSync(join(ROOT, "functions", ".env"), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => {
        const at = line.indexOf("=");
        return [line.slice(0, at), line.slice(at + 1)];
      }),
  );
  return { username: env.OWNER_USERNAME, email: env.OWNER_EMAIL, name: env.OWNER_NAME ?? "Site Owner" };
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
    METADATA_SERVER_DETECTION: "none",
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
    NO_UPDATE_NOTIFIER: "1",
  };
}
