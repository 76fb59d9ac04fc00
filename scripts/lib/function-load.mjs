// Loading the function's bundle (functions/lib/index.js) in a plain Node process, as Cloud Functions does on a cold
// start: the environment it needs to load without credentials, and the probe that reports what loading it costs and
// pulls in. Used by scripts/bench-cold-start.mjs and tests/build/function-load.test.ts.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { PROJECT_ID, ROOT } from "./config.mjs";

export const FUNCTION_BUNDLE = join(ROOT, "functions", "lib", "index.js");
/** A module that loads only firebase-admin and firebase-functions, the least any such function loads. */
export const BARE_FUNCTION = join(ROOT, "scripts", "lib", "bare-function.cjs");
const PROBE = join(ROOT, "scripts", "lib", "function-load-probe.cjs");

/**
 * A demo project and emulator hosts that nothing listens on (port 9, discard): firebase-admin loads and never
 * reaches the network or asks for credentials. scripts/check-deploy-artifact.mjs uses them too.
 */
export function offlineFunctionEnv() {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    GOOGLE_CLOUD_PROJECT: PROJECT_ID,
    FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` }),
    FIRESTORE_EMULATOR_HOST: "127.0.0.1:9",
    FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9",
    FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9",
    STORAGE_EMULATOR_HOST: "http://127.0.0.1:9",
    METADATA_SERVER_DETECTION: "none",
    // The function refuses to load without its public origin (functions/src/config.ts).
    SITE_ORIGIN: "https://example.web.app",
    NODE_ENV: "production",
  };
}

/**
 * Loads `module` in a fresh Node process and answers the probe's report (function-load-probe.cjs): load time, the
 * packages in require.cache, whether sharp is loaded; each path of `serve` is then sent through the module's `api`.
 * `env` replaces the offline stand-ins (say, with a running stack's emulators, so a page can read its data).
 */
export async function probeFunctionLoad(module, { serve = [], control = false, env = offlineFunctionEnv() } = {}) {
  const args = [PROBE, module, ...serve.flatMap((path) => ["--serve", path]), ...(control ? ["--control"] : [])];
  const started = process.hrtime.bigint();
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: join(ROOT, "functions"),
    // Nothing of this process's environment but what finds programs and the home folder: a cold instance.
    // NODE_PATH: a bundle kept outside the repository (a build from before, for --against) finds its packages here;
    // a bundle inside it resolves them as always, since Node tries NODE_PATH last.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_PATH: join(ROOT, "node_modules"), ...env },
    timeout: 120_000,
  });
  const processMs = Number(process.hrtime.bigint() - started) / 1e6;
  const line = stdout.split("\n").find((each) => each.startsWith("PROBE "));
  if (!line) throw new Error(`The probe printed no report:\n${stdout}`);
  return { ...JSON.parse(line.slice("PROBE ".length)), processMs };
}
