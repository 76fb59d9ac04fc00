// Vitest global setup: starts the local stack once per run for the api, rules and browser tests,
// and stops every process it started when the run ends. Unit-only runs start nothing.
import { EMULATORS, PROJECT_ID, SITE_URL } from "./lib/config.mjs";
import { startStack } from "./lib/stack.mjs";
import { seedIfEmpty } from "./seed.mjs";

const NEEDS_STACK = new Set(["api", "rules", "e2e"]);

async function stackAlreadyRunning() {
  try {
    const response = await fetch(`${SITE_URL}/api/profile`, { signal: AbortSignal.timeout(1000) });
    return response.status === 401;
  } catch {
    return false;
  }
}

export default async function setup(project) {
  const names = project.vitest.projects.map((each) => each.name);
  if (!names.some((name) => NEEDS_STACK.has(name))) return undefined;

  process.env.FIRESTORE_EMULATOR_HOST = EMULATORS.firestore.hostPort;
  process.env.SITE_URL = SITE_URL;
  process.env.PROJECT_ID = PROJECT_ID;
  if (await stackAlreadyRunning()) {
    console.log(`Using the stack already running at ${SITE_URL}`);
    await seedIfEmpty();
    return undefined;
  }
  const started = Date.now();
  const stack = await startStack();
  await seedIfEmpty();
  console.log(`Local stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${stack.url}`);
  return async () => {
    await stack.stop();
  };
}
