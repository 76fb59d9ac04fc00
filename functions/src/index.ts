import { logger } from "firebase-functions";
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { router } from "./api";
import { siteOrigin } from "./http/site-origin";
import { sweepExpiredAccounts } from "./services/unconfirmed-accounts";

// Read once at load, so a deploy without SITE_ORIGIN fails while firebase deploy loads the code, and an instance
// without it never starts, rather than answering with links to whatever host a request names.
siteOrigin();

/** The one HTTPS function behind Hosting's /api/** rewrite. */
export const api = onRequest({ region: "us-central1", memory: "256MiB", invoker: "public" }, router.handle);

/**
 * Removes accounts left unconfirmed past their day. The Firestore TTL policy removes their records on its own,
 * but not their Auth users; the API frees a wanted username or email at once, and this catches the rest.
 * The emulators do not run schedules (no Pub/Sub emulator), so locally it is only loaded.
 */
export const sweepUnconfirmedAccounts = onSchedule(
  { schedule: "every 6 hours", region: "us-central1", memory: "256MiB", timeoutSeconds: 540 },
  async () => {
    const removed = await sweepExpiredAccounts();
    logger.info("Swept unconfirmed accounts", { removed });
  },
);
