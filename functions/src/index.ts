import * as logs from "./logs";
import { onRequest } from "firebase-functions/v2/https";
import { defineSecret } from "firebase-functions/params";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { fediverseBundle } from "./fediverse-bundle";
import type { FediverseTask } from "./fediverse/services/tasks";
import { router } from "./api";
import { siteOrigin } from "./config";
import { rollUpFinishedDays } from "./services/stats/stats-service";
import { migrateLegacyItems, removeSentActivityRecords } from "./services/items/migration";
import { settlePendingMedia } from "./services/media/media-access";
import { purgeExpiredTrash } from "./services/items/trash";
import { sweepExpiredAccounts } from "./services/accounts/unconfirmed-accounts";
import { sweepUnannounced } from "./services/mail/announcements";
import { MAIL_LINK_KEYS_SECRET } from "./services/mail/link-keys";
import { FACTOR_KEY_SECRET } from "./services/security/factor-key";
import { sendModerationDigest } from "./services/mail/moderation-digest";
import { runMailTask } from "./services/mail/task-runner";
import type { MailTaskPayload } from "./services/mail/tasks";
import { runImportTask } from "./services/imports/task-runner";
import type { ImportTaskPayload } from "./services/imports/import-tasks";
import { runExport } from "./services/exports/export-jobs";
import type { ExportTaskPayload } from "./services/exports/tasks";
import { runWebmentionTask } from "./services/webmentions/task-runner";
import type { WebmentionTask } from "./services/webmentions/tasks";

// Read once at load, so a deploy without SITE_ORIGIN fails while firebase deploy loads the code (it passes the
// functions/.env files), and an instance without it never starts, rather than answering with links to whatever host
// a request names. The one exception is the Functions emulator's discovery of the functions, which runs without the
// local stack's environment; its workers have SITE_ORIGIN, and a request there fails loudly without it.
const emulatorDiscovery = process.env.FUNCTIONS_EMULATOR === "true" && process.env.FUNCTIONS_CONTROL_API === "true";
if (!emulatorDiscovery) siteOrigin();

/**
 * The one HTTPS function behind Hosting's /api/** rewrite, sized so a stranger's traffic has a ceiling
 * (docs/operations.md, "What the api function may cost"):
 * - maxInstances 5 × concurrency 40: at most 200 requests in flight. A portfolio's real traffic is served mostly by
 *   the CDN and needs a fraction of that; past it, callers wait or get 429s from the platform instead of more
 *   instances being billed.
 * - cpu 1: what concurrency above 1 requires, and one vCPU per instance bounds compute at 5 vCPU-seconds a second,
 *   about $0.45 an hour at most (1 vCPU + 0.5 GiB is $0.0000253 a second per instance).
 * - memory 512MiB: a worker measured 356 MB resident after rendering pages and re-encoding uploaded photos with
 *   sharp (141 MB idle); 256 MiB would fail on the first large upload.
 * Firestore reads per request are bounded route by route (docs/community.md) and the expensive public ones are
 * kept 30 s per instance (services/public-read-cache.ts).
 */
/** The key that signs and checks unsubscribe links (services/mail/link-keys.ts): the api checks, mailTasks signs. */
const mailLinkKeys = defineSecret(MAIL_LINK_KEYS_SECRET);
/** The key that encrypts authenticator app secrets (services/security/factor-key.ts). */
const factorKey = defineSecret(FACTOR_KEY_SECRET);

export const api = onRequest(
  { region: "us-central1", memory: "512MiB", cpu: 1, concurrency: 40, maxInstances: 5, invoker: "public", secrets: [mailLinkKeys, factorKey] },
  router.handle,
);

/**
 * Removes accounts left unconfirmed past their day. The Firestore TTL policy removes their records on its own,
 * but not their Auth users; the API frees a wanted username or email at once, and this catches the rest.
 * The emulators do not run schedules (no Pub/Sub emulator), so locally it is only loaded.
 */
export const sweepUnconfirmedAccounts = onSchedule(
  { schedule: "every 6 hours", region: "us-central1", memory: "256MiB", timeoutSeconds: 540 },
  async () => {
    const removed = await sweepExpiredAccounts();
    logs.unconfirmedAccountsSwept(removed);
  },
);

/**
 * Each night, summarizes the finished days' page views into one statsDays document each and deletes the finished
 * days' salts (docs/stats.md). The Stats page counts any day without a summary from its marks, so it never waits
 * for this; locally, where schedules do not run, every day is counted that way.
 */
export const rollUpStats = onSchedule(
  { schedule: "every day 00:15", timeZone: "Etc/UTC", region: "us-central1", memory: "256MiB", timeoutSeconds: 540 },
  async () => {
    const summarized = await rollUpFinishedDays();
    logs.statsRolledUp(summarized);
  },
);

/**
 * The owner's desk, once a day (issue 22): purges what lay in the trash past its 30 days, with its likes, comments
 * and files, gives any item saved before drafts existed its status (services/items/migration.ts), and finishes any
 * change of media tokens that Storage refused at the time (services/media/media-access.ts). Publishing at
 * a set time needs no schedule: the public predicate reads the time (services/items/visibility.ts).
 */
export const sweepOwnerDesk = onSchedule(
  { schedule: "every day 04:00", timeZone: "Etc/UTC", region: "us-central1", memory: "256MiB", timeoutSeconds: 540 },
  async () => {
    const migrated = await migrateLegacyItems();
    await removeSentActivityRecords();
    const purged = await purgeExpiredTrash();
    const settled = await settlePendingMedia();
    logs.ownerDeskSwept({ migrated, purged, settled });
  },
);

/** The owner's signing keys (fediverse/federation/keys.ts): Secret Manager in production, functions/.secret.local on the emulators. */
const fediverseKeys = defineSecret("FEDIVERSE_KEYS");

/**
 * The site as a fediverse account (docs/fediverse.md): Hosting rewrites /.well-known/webfinger,
 * /.well-known/nodeinfo, /nodeinfo/** and /ap/** here. Its own function, so Fedify's large bundle never weighs on
 * the api function's cold starts, and a flood of activities never takes the site's capacity.
 */
export const fediverse = onRequest(
  { region: "us-central1", memory: "512MiB", cpu: 1, concurrency: 20, maxInstances: 3, invoker: "public", secrets: [fediverseKeys] },
  (req, res) => fediverseBundle().answerFediverseRequest(req, res),
);

/**
 * The federation's work after the answer (DESIGN.md): telling followers of an item, the owner's answers, and each
 * delivery to one server's inbox. Cloud Tasks retries a failed task with exponential backoff from 30 s up to an hour
 * between tries (30 s, 1, 2, 4, 8, 16 and 32 minutes, then hourly), and gives a task up after its 10th try, about
 * three hours after the first: a dead server costs ten calls, and a server back within hours gets it.
 * At most 10 run at once: a thousand followers on a hundred servers are a hundred deliveries, ten at a time.
 */
export const fediverseTasks = onTaskDispatched<FediverseTask>(
  {
    region: "us-central1",
    memory: "512MiB",
    timeoutSeconds: 120,
    secrets: [fediverseKeys],
    // No maxRetrySeconds: with both set, Cloud Tasks keeps retrying until both are reached.
    retryConfig: { maxAttempts: 10, minBackoffSeconds: 30, maxBackoffSeconds: 3600, maxDoublings: 7 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  (request) => fediverseBundle().runFediverseTask(request.data),
);

/**
 * Email that brings readers back (docs/email.md): announcing a new item once it is public, each page of its
 * subscribers (MAIL_LIMITS.subscribersPerTask, one query and one bulk write, a few seconds: far inside the 300 s
 * time-out, see docs/performance.md), and reply mails. Every step is create()-gated, so a retry writes no mail twice.
 * Retries back off from 10 s; at most 6 tasks run at once, which keeps the pages of a 10,000-member fan-out near the
 * mail extension's pace.
 */
export const mailTasks = onTaskDispatched<MailTaskPayload>(
  {
    region: "us-central1",
    memory: "512MiB",
    timeoutSeconds: 300,
    secrets: [mailLinkKeys],
    retryConfig: { maxAttempts: 8, minBackoffSeconds: 10, maxBackoffSeconds: 600, maxDoublings: 6 },
    rateLimits: { maxConcurrentDispatches: 6 },
  },
  (request) => runMailTask(request.data),
);

/**
 * The owner's site exports (docs/import-export.md): one task per job writes the zip or WXR file to Storage, a
 * collection a page at a time, so memory stays flat (2,000 items: see the figures there). A retry (a time-out, a lost
 * instance) starts the file again; a finished job is not redone. One at a time: each reads the whole site.
 */
export const exportTasks = onTaskDispatched<ExportTaskPayload>(
  {
    region: "us-central1",
    memory: "512MiB",
    timeoutSeconds: 540,
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 30, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 1 },
  },
  async (request) => {
    if (typeof request.data?.exportId === "string") await runExport(request.data.exportId, siteOrigin());
  },
);

/**
 * The safety net of announcements: an item public within the last two days with no announcement (a held task lost
 * with its instance, a queue that did not answer) gets one. The gate makes a second ask harmless.
 */
export const sweepAnnouncements = onSchedule(
  { schedule: "every 15 minutes", region: "us-central1", memory: "256MiB", timeoutSeconds: 120 },
  async () => {
    const queued = await sweepUnannounced();
    logs.unannouncedSwept(queued);
  },
);

/** The owner's "new items to moderate" digest, at most one a day (services/mail/moderation-digest.ts). */
export const moderationDigest = onSchedule(
  { schedule: "every day 07:00", timeZone: "Etc/UTC", region: "us-central1", memory: "256MiB", timeoutSeconds: 120, secrets: [mailLinkKeys] },
  async () => {
    const outcome = await sendModerationDigest();
    logs.moderationDigestSent(outcome);
  },
);

/**
 * The owner's imports (docs/import-export.md): reading an uploaded file into its dry run, then one task per chunk of
 * 25 entries, each queueing the next. One at a time, so chunks run in order and an import of 2,000 posts is 80 short
 * tasks, each far inside the time-out however slow the old site's images are (each fetch gives up after 10 s).
 * 1 GiB: the read task holds the whole file (up to 30 MB) and what is read from it.
 */
export const importTasks = onTaskDispatched<ImportTaskPayload>(
  {
    region: "us-central1",
    memory: "1GiB",
    timeoutSeconds: 540,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300, maxDoublings: 4 },
    rateLimits: { maxConcurrentDispatches: 1 },
  },
  (request) => runImportTask(request.data),
);

/**
 * Webmentions (docs/fediverse.md, "Webmentions"): checking a received one (fetching its source) and sending an item's.
 * Every request inside is bounded to 5 s and a body to 1 MB, so a task of 50 links stays far inside the time-out.
 * A few retries from 30 s: a source or endpoint down for a moment is tried again, a dead one soon given up.
 */
export const webmentionTasks = onTaskDispatched<WebmentionTask>(
  {
    region: "us-central1",
    memory: "512MiB",
    timeoutSeconds: 540,
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 30, maxBackoffSeconds: 600 },
    rateLimits: { maxConcurrentDispatches: 4 },
  },
  (request) => runWebmentionTask(request.data),
);
