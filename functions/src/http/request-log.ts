import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

/** The response header that tells a caller (and whoever they ask for help) which log line is theirs. */
export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * The platform's trace id (X-Cloud-Trace-Context: "TRACE_ID/SPAN_ID;o=1") when the request came through
 * Google's front end, so the log line sits with the platform's own request log; otherwise a random one.
 */
export function requestIdOf(headers: IncomingHttpHeaders): { requestId: string; fromTrace: boolean } {
  const header = headers["x-cloud-trace-context"];
  const traceId = (Array.isArray(header) ? header[0] : header)?.split("/")[0]?.trim() ?? "";
  if (/^[0-9a-f]{32}$/i.test(traceId)) return { requestId: traceId.toLowerCase(), fromTrace: true };
  return { requestId: randomBytes(16).toString("hex"), fromTrace: false };
}

export interface RequestFacts {
  requestId: string;
  fromTrace: boolean;
  method: string;
  /** The route's pattern (`/api/reviews/:id`), never the raw path: paths carry ids and usernames. */
  route: string | null;
  status: number;
  durationMs: number;
}

/**
 * The one structured line a request leaves in Cloud Logging. It is built only from the facts above: no path,
 * query, header, cookie or body goes in, so no email, code, password or session can end up in the logs.
 */
export function requestLogEntry(facts: RequestFacts): Record<string, string | number> {
  const entry: Record<string, string | number> = {
    requestId: facts.requestId,
    method: facts.method,
    route: facts.route ?? "(no route)",
    status: facts.status,
    durationMs: Math.round(facts.durationMs),
  };
  // Cloud Logging groups a line under the platform's request when it names the trace.
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (facts.fromTrace && project) entry["logging.googleapis.com/trace"] = `projects/${project}/traces/${facts.requestId}`;
  return entry;
}

const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+/g;

/**
 * An unexpected error as a log field: its kind, message and stack. Messages of the libraries we call can
 * quote what they were given, so anything shaped like an email is masked.
 */
export function errorLogFields(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return { error: mask(String(error)) };
  return { error: error.name, message: mask(error.message), stack: mask(error.stack ?? "") };
}

const mask = (text: string) => text.replace(EMAIL, "[email]");
