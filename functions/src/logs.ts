import { logger } from "firebase-functions";

// Every line the functions log, one named function per event, as the Firebase extensions' `logs` modules do: what
// the site can write to Cloud Logging is read here, in one place, and each event keeps its message and fields
// wherever it is written from. Values that came from a person never go in a message, only in a field.

/** One answered API request (http/request-log.ts makes its fields): a warning when the answer was a 5xx. */
export function request(fields: object, failed: boolean): void {
  if (failed) logger.warn("request", fields);
  else logger.info("request", fields);
}

export const unhandledApiError = (requestId: string, error: object) => logger.error("Unhandled API error", { requestId, ...error });

/** A read for a server-rendered page failed: the page still answers, and the app asks the API itself. */
export const pageReadFailed = (what: string, error: unknown) => logger.error(`Could not read ${what} for its page`, error);

// Accounts.
export const halfMadeSignupNotRemoved = (error: unknown) => logger.error("Could not remove a half-made signup", error);
export const unconfirmedAccountRemoved = (uid: string) => logger.info("Removed an account that was not confirmed in time", { uid });

// Media: files are removed after the database change that orphaned them succeeded, so a failure is logged, not thrown.
export const mediaFilesNotRemoved = (paths: string[]) => logger.error("Could not remove media files", { paths });
export const mediaFolderNotRemoved = (folder: string, error: unknown) => logger.error("Could not remove a media folder", { folder, error });
export const mediaTokensNotChanged = (kind: string, id: string, paths: string[]) =>
  logger.error("Could not change the download tokens of media files", { kind, id, paths });

// Mail tasks.
export const mailTaskNotQueued = (task: unknown, error: unknown) => logger.error("Could not queue a mail task", { task, error: String(error) });
export const announced = (kind: string, id: string, outcome: string) => logger.info("Announce", { kind, id, outcome });
export const announcementPageSent = (announcementId: string, after: string | null, mails: number) =>
  logger.info("Announcement page", { announcementId, after, mails });
export const replyMailed = (commentId: string, outcome: string) => logger.info("Reply mail", { commentId, outcome });

// The scheduled sweeps (index.ts).
export const unconfirmedAccountsSwept = (removed: number) => logger.info("Swept unconfirmed accounts", { removed });
export const statsRolledUp = (summarized: string[]) => logger.info("Rolled up page-view stats", { summarized });
export const ownerDeskSwept = (counts: { migrated: unknown; purged: unknown; settled: unknown }) => logger.info("Swept the owner's desk", counts);
export const unannouncedSwept = (queued: number) => logger.info("Swept unannounced items", { queued });
export const moderationDigestSent = (outcome: string) => logger.info("Moderation digest", { outcome });

// The fediverse.
export const fediverseTaskNotQueued = (task: unknown, error: unknown) => logger.error("Could not queue a fediverse task", { task, error: String(error) });
export const fediverseActivityNotCounted = (server: string, error: unknown) =>
  logger.warn("Could not count a fediverse activity", { server, error: String(error) });
export const fediverseRequestFailed = (path: string, error: unknown) => logger.error("fediverse request failed", { path, error: String(error) });
export const privateDeliveryDropped = (inbox: string) => logger.warn("Dropped a delivery to an address that is not public", { inbox });
export const unknownFediverseTask = (task: unknown) => logger.warn("Unknown fediverse task", { task });
// Webmentions (services/webmentions/, docs/fediverse.md "Webmentions").
export const webmentionTaskNotQueued = (task: unknown, error: unknown) => logger.error("Could not queue a webmention task", { task, error: String(error) });
export const webmentionSourceUnreachable = (source: string, status: number | null) =>
  logger.info("A webmention's source could not be read; the mention stays as it was", { source, status });
export const webmentionSent = (target: string, endpoint: string, status: number | null) => logger.info("Sent a webmention", { target, endpoint, status });

// Imports (services/imports): the owner sees each job's state and report; these are for whoever runs the site.
export const importNotRead = (jobId: string, error: unknown) => logger.error("Could not read an import file", { jobId, error: String(error) });
export const importChunkDone = (jobId: string, chunk: number, created: number) => logger.info("Imported a chunk", { jobId, chunk, created });
export const importEntryFailed = (jobId: string, sourceId: string, error: unknown) =>
  logger.warn("Could not import an entry", { jobId, sourceId, error: String(error) });
// The owner's site exports (services/exports/).
export const exportTaskNotQueued = (id: string, error: unknown) => logger.error("Could not queue an export task", { id, error: String(error) });
export const exportFinished = (fields: { id: string; format: string; items: number; bytes: number; ms: number }) => logger.info("Export finished", fields);
export const exportFailed = (id: string, error: unknown) => logger.error("Export failed", { id, error: String(error) });
