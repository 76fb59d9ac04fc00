// Which Cloud Firestore emulator jar the local stack runs (DESIGN.md, "The local stack"), in this order:
// FIRESTORE_EMULATOR_JAR; the Google Cloud CLI's `cloud-firestore-emulator` component (Java 17 is enough, and it is
// what these machines have); else the jar `firebase emulators:start` itself uses, which firebase-tools downloads into
// ~/.cache/firebase/emulators on first use and which needs Java 21. A newcomer with Java and internet but no Cloud
// CLI gets the same start as with firebase-tools alone, and the launcher says which emulator it runs.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(import.meta.url);
const JAR_IN_SDK = join("platform", "cloud-firestore-emulator", "cloud-firestore-emulator.jar");
const SDK_FOLDERS = ["/usr/lib/google-cloud-sdk", "/usr/share/google-cloud-sdk", "/opt/google-cloud-sdk"];
// The Cloud CLI's jar has no Main-Class in its manifest, so it is run by its class; firebase-tools runs its own with -jar.
const SDK_MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";
/** The oldest Java the firebase-tools jar runs on. */
export const FIREBASE_TOOLS_JAR_JAVA = 21;

/** The Cloud CLI's install folders: the one `gcloud` reports, when on PATH, then the usual ones. */
function cloudSdkFolders() {
  try {
    const root = execFileSync("gcloud", ["info", "--format=value(installation.sdk_root)"], { encoding: "utf8" }).trim();
    return [root, ...SDK_FOLDERS];
  } catch {
    return SDK_FOLDERS;
  }
}

/** The major version of the `java` on PATH (17 for "17.0.15", 8 for "1.8.0_392"), or 0 without one. */
export function javaMajorVersion() {
  // `java -version` writes its version to stderr.
  const { error, stdout, stderr } = spawnSync("java", ["-version"], { encoding: "utf8" });
  return error ? 0 : parseJavaMajor(`${stderr}${stdout}`);
}

/** The major version in `java -version`'s first line. */
export function parseJavaMajor(text) {
  const version = /version "([^"]+)"/.exec(text)?.[1];
  if (!version) return 0;
  const [first, second] = version.split(/[.+_-]/).map(Number);
  return first === 1 ? second : first;
}

/** firebase-tools' own download of the Firestore emulator: where it keeps the jar, and how it fetches it. */
function firebaseToolsJar() {
  const emulators = require("firebase-tools/lib/emulator/downloadableEmulators");
  return {
    path: emulators.getDownloadDetails("firestore").downloadPath,
    download: () => require("firebase-tools/lib/emulator/download").downloadEmulator("firestore"),
  };
}

/**
 * Answers `{jar, source, javaArgs}`: the jar, where it came from in words, and java's arguments to run it (the
 * emulator's own flags follow them). Or throws, saying what to install.
 * The machine's facts come in as arguments, so tests can give any machine.
 */
export async function resolveFirestoreEmulator({
  env = process.env,
  sdkFolders = cloudSdkFolders,
  javaMajor = javaMajorVersion,
  bundled = firebaseToolsJar,
  log = (message) => console.log(message),
} = {}) {
  const byClass = (jar, source) => ({ jar, source, javaArgs: ["-cp", jar, SDK_MAIN_CLASS] });
  if (env.FIRESTORE_EMULATOR_JAR) return byClass(env.FIRESTORE_EMULATOR_JAR, "FIRESTORE_EMULATOR_JAR");
  const sdkJar = sdkFolders()
    .map((root) => join(root, JAR_IN_SDK))
    .find((path) => existsSync(path));
  if (sdkJar) return byClass(sdkJar, "the Google Cloud CLI's cloud-firestore-emulator component");

  const java = javaMajor();
  const installHint =
    "Install the Google Cloud CLI's 'cloud-firestore-emulator' component (it runs on Java 17), or set " +
    "FIRESTORE_EMULATOR_JAR to a Cloud Firestore emulator jar.";
  if (java < FIREBASE_TOOLS_JAR_JAVA) {
    throw new Error(
      `No Google Cloud CLI Firestore emulator was found, and the one firebase-tools downloads needs Java ${FIREBASE_TOOLS_JAR_JAVA} ` +
        `or newer, where this machine has ${java ? `Java ${java}` : "no java on PATH"}. Install Java ${FIREBASE_TOOLS_JAR_JAVA} ` +
        `(openjdk-${FIREBASE_TOOLS_JAR_JAVA}-jre-headless), or: ${installHint}`,
    );
  }
  const { path, download } = bundled();
  if (!existsSync(path)) {
    log(`No Google Cloud CLI Firestore emulator: downloading the one firebase-tools uses into ${path}...`);
    try {
      await download();
    } catch (error) {
      throw new Error(`Downloading the Firestore emulator failed (${error.message}). ${installHint}`);
    }
  }
  return { jar: path, source: `firebase-tools' download (Java ${java})`, javaArgs: ["-jar", path] };
}
