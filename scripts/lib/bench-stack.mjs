// The local stack a bench measures against: the one `npm start` (or another bench) is running on the configured
// ports, left running; or a new one with the demo content, which the caller stops.
import { SITE_URL } from "./config.mjs";
import { startStack } from "./stack.mjs";

async function siteAnswers() {
  try {
    return (await fetch(`${SITE_URL}/`, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

/** Answers `{ started, stop }`: `stop()` ends a stack started here and does nothing to one that was running. */
export async function useStack(log) {
  if (await siteAnswers()) {
    log(`Using the stack already running at ${SITE_URL}`);
    return { started: false, stop: async () => {} };
  }
  log(`No site at ${SITE_URL}: building and starting the local stack...`);
  const stack = await startStack();
  try {
    // Imported only here: seed.mjs opens a firebase-admin app as soon as it loads.
    const { seedIfEmpty } = await import("../seed.mjs");
    await seedIfEmpty();
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return { started: true, stop: stack.stop };
}
