// Vitest global setup of the api, rules and browser projects: the first of them starts the local stack,
// the others share it, and the last teardown stops every process it started. Projects whose files are
// not selected in a run do not call this, so a unit-only run starts nothing.
import { EMULATORS, PROJECT_ID, SITE_URL } from "./lib/config.mjs";
import { startStack } from "./lib/stack.mjs";
import { seedIfEmpty } from "./seed.mjs";

const shared = (globalThis.__portfolioStack ??= { users: 0, ready: null });

async function stackAlreadyRunning() {
  try {
    const response = await fetch(`${SITE_URL}/api/profile`, { signal: AbortSignal.timeout(15_000) });
    return response.status === 401;
  } catch {
    return false;
  }
}

async function bringUp() {
  process.env.FIRESTORE_EMULATOR_HOST = EMULATORS.firestore.hostPort;
  process.env.PROJECT_ID = PROJECT_ID;
  if (await stackAlreadyRunning()) {
    console.log(`Using the stack already running at ${SITE_URL}`);
    await seedIfEmpty();
    return { stop: async () => {} };
  }
  const started = Date.now();
  const stack = await startStack();
  await seedIfEmpty();
  console.log(`Local stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${stack.url}`);
  return stack;
}

export default async function setup() {
  shared.users += 1;
  shared.ready ??= bringUp();
  const stack = await shared.ready;
  return async () => {
    shared.users -= 1;
    if (shared.users === 0) {
      shared.ready = null;
      await stack.stop();
    }
  };
}
