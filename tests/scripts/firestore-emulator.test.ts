// Which Firestore emulator `npm start` and `npm test` run (issue 33): the Google Cloud CLI's jar when there is one,
// otherwise the one firebase-tools downloads, which needs Java 21; and a clear message when neither can run. The
// machine (its Cloud CLI folders, its Java, firebase-tools' cache and download) is given to the resolver, so every
// kind of machine is tried here, including ones this machine is not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { javaMajorVersion, parseJavaMajor, resolveFirestoreEmulator } from "../../scripts/lib/firestore-emulator.mjs";

const folder = mkdtempSync(join(tmpdir(), "firestore-emulator-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A Cloud CLI install folder holding the emulator component's jar. */
function cloudSdk(): string {
  const root = join(folder, "google-cloud-sdk");
  mkdirSync(join(root, "platform", "cloud-firestore-emulator"), { recursive: true });
  writeFileSync(join(root, "platform", "cloud-firestore-emulator", "cloud-firestore-emulator.jar"), "");
  return root;
}

/** firebase-tools' cache, with the jar already downloaded or not; counts the downloads asked for. */
function firebaseToolsCache(downloaded: boolean, fails = false) {
  const path = join(mkdtempSync(join(folder, "cache-")), "cloud-firestore-emulator-v1.22.0.jar");
  if (downloaded) writeFileSync(path, "");
  const calls = { downloads: 0 };
  const bundled = () => ({
    path,
    download: async () => {
      calls.downloads += 1;
      if (fails) throw new Error("getaddrinfo ENOTFOUND storage.googleapis.com");
      writeFileSync(path, "");
    },
  });
  return { path, calls, bundled };
}

const silent = () => {};

describe("the Firestore emulator the launcher runs", () => {
  it("is the Google Cloud CLI's component when installed, run by its class, without asking for Java 21", async () => {
    const root = cloudSdk();
    const cache = firebaseToolsCache(false);
    const found = await resolveFirestoreEmulator({ env: {}, sdkFolders: () => [join(folder, "nowhere"), root], javaMajor: () => 17, bundled: cache.bundled, log: silent });
    expect(found.source).toBe("the Google Cloud CLI's cloud-firestore-emulator component");
    expect(found.javaArgs).toEqual(["-cp", found.jar, "com.google.cloud.datastore.emulator.firestore.CloudFirestore"]);
    expect(found.jar).toBe(join(root, "platform", "cloud-firestore-emulator", "cloud-firestore-emulator.jar"));
    expect(cache.calls.downloads).toBe(0);
  });

  it("is FIRESTORE_EMULATOR_JAR first, when set", async () => {
    const found = await resolveFirestoreEmulator({ env: { FIRESTORE_EMULATOR_JAR: "/opt/my.jar" }, sdkFolders: () => [cloudSdk()], javaMajor: () => 17, log: silent });
    expect(found).toMatchObject({ jar: "/opt/my.jar", source: "FIRESTORE_EMULATOR_JAR" });
  });

  it("without the Cloud CLI, is firebase-tools' jar on Java 21, downloaded once and said so", async () => {
    const cache = firebaseToolsCache(false);
    const said: string[] = [];
    const found = await resolveFirestoreEmulator({ env: {}, sdkFolders: () => [], javaMajor: () => 21, bundled: cache.bundled, log: (line) => said.push(line) });
    expect(found).toEqual({ jar: cache.path, source: "firebase-tools' download (Java 21)", javaArgs: ["-jar", cache.path] });
    expect(cache.calls.downloads).toBe(1);
    expect(said).toEqual([`No Google Cloud CLI Firestore emulator: downloading the one firebase-tools uses into ${cache.path}...`]);

    // Already in the cache: no second download.
    const again = await resolveFirestoreEmulator({ env: {}, sdkFolders: () => [], javaMajor: () => 21, bundled: cache.bundled, log: silent });
    expect(again.jar).toBe(cache.path);
    expect(cache.calls.downloads).toBe(1);
  });

  it("without the Cloud CLI and on Java 17, stops with what to install, and downloads nothing", async () => {
    const cache = firebaseToolsCache(false);
    const start = resolveFirestoreEmulator({ env: {}, sdkFolders: () => [], javaMajor: () => 17, bundled: cache.bundled, log: silent });
    await expect(start).rejects.toThrow(
      "No Google Cloud CLI Firestore emulator was found, and the one firebase-tools downloads needs Java 21 or newer, where this machine has Java 17. Install Java 21 (openjdk-21-jre-headless), or: Install the Google Cloud CLI's 'cloud-firestore-emulator' component (it runs on Java 17), or set FIRESTORE_EMULATOR_JAR to a Cloud Firestore emulator jar.",
    );
    expect(cache.calls.downloads).toBe(0);
  });

  it("says why when the download fails (no internet)", async () => {
    const cache = firebaseToolsCache(false, true);
    await expect(resolveFirestoreEmulator({ env: {}, sdkFolders: () => [], javaMajor: () => 22, bundled: cache.bundled, log: silent })).rejects.toThrow(
      /^Downloading the Firestore emulator failed \(getaddrinfo ENOTFOUND storage\.googleapis\.com\)\. Install the Google Cloud CLI's/,
    );
  });

  it("reads Java's version as `java -version` prints it, old and new styles", () => {
    expect(parseJavaMajor('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaMajor('java version "1.8.0_392"')).toBe(8);
    expect(parseJavaMajor("bash: java: command not found")).toBe(0);
    // This machine's own java, which the stack runs: the Cloud CLI's jar needs 17 or newer.
    expect(javaMajorVersion()).toBeGreaterThanOrEqual(17);
  });
});
