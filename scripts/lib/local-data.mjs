// Local data that lasts between `npm start` runs: on stop, Firestore, Auth and Storage are exported to
// DATA_DIR/saved; on the next start, the emulators load it. The folder has the layout of firebase-tools'
// `emulators:export`, so `firebase emulators:start --import .emulator-data/saved` reads it too.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { DATA_DIR, EMULATORS, PROJECT_ID } from "./config.mjs";

export const SAVED_DIR = join(DATA_DIR, "saved");
// The last save while a new one takes its place: a crash between the two renames leaves it here.
const PREVIOUS_DIR = join(DATA_DIR, "saved.previous");
const METADATA_FILE = "firebase-export-metadata.json";
const FIRESTORE_EXPORT = "firestore_export";
const CLI_VERSION = createRequire(import.meta.url)("firebase-tools/package.json").version;

/** The emulators' own "administrator" credential: every emulator accepts it, no real project does. */
const OWNER = { Authorization: "Bearer owner" };

/**
 * The last complete save, as the emulators take it at start, or null when there is none.
 * Answers `{dir, savedAt, firestoreExport, authDir, storageDir}`.
 */
export function findSavedData() {
  const dir = [SAVED_DIR, PREVIOUS_DIR].find((candidate) => existsSync(join(candidate, METADATA_FILE)));
  if (!dir) return null;
  const metadata = JSON.parse(readFileSync(join(dir, METADATA_FILE), "utf8"));
  return {
    dir,
    savedAt: metadata.savedAt ?? statSync(join(dir, METADATA_FILE)).mtime.toISOString(),
    firestoreExport: join(dir, metadata.firestore.metadata_file),
    authDir: join(dir, metadata.auth.path),
    storageDir: join(dir, metadata.storage.path),
  };
}

/**
 * Exports the running stack's data into a new folder, then puts it in place of the last save with two
 * renames, so a crash mid-export never destroys the last good save. Answers the folder it saved to.
 */
export async function saveLocalData() {
  const partial = join(DATA_DIR, `saved.partial-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    await Promise.all([exportFirestore(partial), exportAuth(join(partial, "auth_export")), exportStorage(join(partial, "storage_export"))]);
    const metadata = {
      version: CLI_VERSION,
      savedAt: new Date().toISOString(),
      firestore: { version: "", path: FIRESTORE_EXPORT, metadata_file: `${FIRESTORE_EXPORT}/${FIRESTORE_EXPORT}.overall_export_metadata` },
      auth: { version: CLI_VERSION, path: "auth_export" },
      storage: { version: CLI_VERSION, path: "storage_export" },
    };
    if (!existsSync(join(partial, metadata.firestore.metadata_file))) throw new Error("The Firestore export wrote no metadata file.");
    // The metadata file goes last: a folder without it is never taken for a save.
    writeFileSync(join(partial, METADATA_FILE), `${JSON.stringify(metadata, null, 2)}\n`);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  // At every moment one complete save exists: saved/, else saved.previous/ (which findSavedData falls back to).
  if (existsSync(SAVED_DIR)) {
    rmSync(PREVIOUS_DIR, { recursive: true, force: true });
    renameSync(SAVED_DIR, PREVIOUS_DIR);
  }
  renameSync(partial, SAVED_DIR);
  rmSync(PREVIOUS_DIR, { recursive: true, force: true });
  return SAVED_DIR;
}

/** Loads saved accounts into the Auth emulator (firebase-tools runs it, and imports only through its own CLI). */
export async function importAuth(authDir) {
  const base = `http://${EMULATORS.auth.hostPort}`;
  const configPath = join(authDir, "config.json");
  if (existsSync(configPath)) {
    await send("PATCH", `${base}/emulator/v1/projects/${PROJECT_ID}/config`, readFileSync(configPath, "utf8"));
  }
  const { users = [] } = JSON.parse(readFileSync(join(authDir, "accounts.json"), "utf8"));
  if (users.length === 0) return 0;
  await send(
    "POST",
    `${base}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchCreate`,
    JSON.stringify({ users }),
  );
  return users.length;
}

async function exportFirestore(folder) {
  // The emulator writes the export itself, into export_directory/export_name (an absolute path).
  await send(
    "POST",
    `http://${EMULATORS.firestore.hostPort}/emulator/v1/projects/${PROJECT_ID}:export`,
    JSON.stringify({
      database: `projects/${PROJECT_ID}/databases/(default)`,
      export_directory: folder,
      export_name: FIRESTORE_EXPORT,
    }),
  );
}

async function exportAuth(folder) {
  mkdirSync(folder, { recursive: true });
  const base = `http://${EMULATORS.auth.hostPort}`;
  // Password hashes included: the Auth emulator's batchCreate takes them back as they are.
  const accounts = await send("GET", `${base}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchGet?maxResults=-1`);
  writeFileSync(join(folder, "accounts.json"), accounts);
  writeFileSync(join(folder, "config.json"), await send("GET", `${base}/emulator/v1/projects/${PROJECT_ID}/config`));
}

async function exportStorage(folder) {
  mkdirSync(folder, { recursive: true });
  // The Storage emulator's own export route, the one `firebase emulators:export` calls.
  await send("POST", `http://${EMULATORS.storage.hostPort}/internal/export`, JSON.stringify({ path: folder, initiatedBy: "export" }));
}

async function send(method, url, body) {
  const response = await fetch(url, {
    method,
    headers: { ...OWNER, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body,
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}
