import type { Request, Response } from "express";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import * as logs from "../logs";
import { isSiteOrigin } from "../config";
import { DomainError, type DomainErrorKind } from "../services/domain-error";
import { BODY_BOUNDS, describeBytes } from "./body-bounds";
import { clientAddress } from "./client-address";
import { compressBody, preferredCoding } from "./compression";
import { HttpError } from "./http-error";
import { WEBMENTION_PATH } from "../contract/webmentions";
import { REQUEST_ID_HEADER, errorLogFields, requestIdOf, requestLogEntry } from "./request-log";

export interface ApiRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Request["headers"];
  ip: string;
  /** The raw request, for multipart bodies. */
  raw: Request;
}

export interface Answer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  cookies?: string[];
  /** Answer with a redirect to this address instead of a JSON body. */
  redirect?: string;
  /** Answer with this text (a page, a feed) instead of a JSON body. */
  document?: { contentType: string; text: string };
  /** Answer with these bytes as they come (a file from Storage), never held whole in memory. */
  stream?: { contentType: string; body: Readable; length?: number | null };
}

export type Handler = (request: ApiRequest) => Promise<Answer>;

interface Route {
  method: string;
  pattern: string;
  segments: string[];
  handler: Handler;
  /** The most bytes the request body may have (http/body-bounds.ts). */
  maxBodyBytes: number;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The state-changing calls a foreign Origin may make, each with a signed token as its only authority and no cookie
 * read (docs/email.md): RFC 8058's one-click unsubscribe, which a mailbox provider POSTs from its own site, and the
 * unsubscribe page's own form, which the browser sends with `Origin: null` because the page carries its token under
 * `Referrer-Policy: no-referrer` (issue 31) and so names no origin at all. And webmentions, which other sites send
 * by design; that route reads no cookie.
 */
const ORIGIN_FREE = new Set(["POST /api/unsubscribe", "POST /unsubscribe", `POST ${WEBMENTION_PATH}`]);

/**
 * Browsers keep to HTTPS for two years once they have seen this, subdomains included. Not `preload`: that asks
 * browser makers to bake the whole registrable domain into their lists, which takes months to undo and binds
 * subdomains this site does not own; the owner of a custom domain may submit it once every subdomain is HTTPS.
 * firebase.json sends the same header with every file Hosting serves.
 */
const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** A tiny method + path router: `:name` segments become params. */
export class Router {
  private readonly routes: Route[] = [];
  /** What answers a GET of a site address no route has (an old link, or the not-found page). */
  private fallback: Handler | null = null;

  /**
   * Routes `method` and `pattern` to `handler`. A body over `maxBodyBytes` answers 413 before the handler runs;
   * a route that reads no body keeps the default, the smallest bound.
   */
  on(method: string, pattern: string, handler: Handler, maxBodyBytes: number = BODY_BOUNDS.none): this {
    const segments = pattern.split("/").filter(Boolean);
    this.routes.push({ method, pattern: `/${segments.join("/")}`, segments, handler, maxBodyBytes });
    return this;
  }

  /** Answers GETs of site addresses (never /api/) that no route has; without it they answer 404 JSON. */
  otherwise(handler: Handler): this {
    this.fallback = handler;
    return this;
  }

  /**
   * Every method and path pattern routed, in registration order, with its body bound (the authorization matrix,
   * the fuzzer and the input-bounds test read it).
   */
  list(): { method: string; pattern: string; maxBodyBytes: number }[] {
    return this.routes.map(({ method, pattern, maxBodyBytes }) => ({ method, pattern, maxBodyBytes }));
  }

  private match(method: string, path: string) {
    const parts = path.split("/").filter(Boolean);
    const allowed: string[] = [];
    for (const route of this.routes) {
      if (route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const fits = route.segments.every((segment, index) => {
        const part = parts[index] ?? "";
        if (segment.startsWith(":")) {
          params[segment.slice(1)] = safeDecode(part);
          return true;
        }
        return segment === part;
      });
      if (!fits) continue;
      if (route.method === method) return { route, params, allowed };
      allowed.push(route.method);
      // HEAD is a GET without the body (Express leaves the body out of a HEAD answer itself).
      if (route.method === "GET") allowed.push("HEAD");
    }
    return { route: undefined, params: {}, allowed };
  }

  /** The express-style entry point that firebase-functions' onRequest calls. */
  readonly handle = async (req: Request, res: Response): Promise<void> => {
    const startedAt = performance.now();
    const { requestId, fromTrace } = requestIdOf(req.headers);
    const method = req.method.toUpperCase();
    let route: string | null = null;
    res.set(REQUEST_ID_HEADER, requestId);
    // "private" matters: Firebase Hosting's CDN drops Set-Cookie from any answer it could cache.
    res.set("Cache-Control", "private, no-store");
    // The site's policy for every page the function renders; pages with a token or private results answer no-referrer.
    // Hosting adds it only to its own files (firebase.json): a Hosting header of the same name replaces the function's.
    res.set("Referrer-Policy", "strict-origin-when-cross-origin");
    res.set("X-Content-Type-Options", "nosniff");
    res.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    try {
      if (STATE_CHANGING.has(method) && !ORIGIN_FREE.has(`${method} ${req.path}`)) assertSameOrigin(req);
      const found = this.match(method === "HEAD" ? "GET" : method, req.path);
      const { params, allowed } = found;
      const siteAddress = found.route === undefined && allowed.length === 0 && (method === "GET" || method === "HEAD") && !req.path.startsWith("/api/");
      const matched = siteAddress && this.fallback ? { pattern: "(unknown site address)", handler: this.fallback, maxBodyBytes: BODY_BOUNDS.none } : found.route;
      if (!matched) {
        if (allowed.length === 0) throw new HttpError(404, "Unknown API path.");
        throw new HttpError(405, "Method not allowed.", undefined, { Allow: allowed.join(", ") });
      }
      route = matched.pattern;
      assertBodyWithin(req, matched.maxBodyBytes);
      const answer = await matched.handler({
        method,
        path: req.path,
        params,
        query: Object.fromEntries(
          Object.entries(req.query).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        ),
        body: req.body,
        headers: req.headers,
        ip: clientAddress(req),
        raw: req,
      });
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.set(name, value);
      if (answer.cookies?.length) res.append("Set-Cookie", answer.cookies);
      if (answer.redirect) res.redirect(answer.status ?? 302, answer.redirect);
      else if (answer.stream) await sendStream(req, res, answer.status ?? 200, answer.stream, requestId);
      else if (answer.document) sendText(req, res, answer.status ?? 200, answer.document.contentType, answer.document.text);
      else sendText(req, res, answer.status ?? 200, "application/json", JSON.stringify(answer.body ?? null));
    } catch (error) {
      sendError(res, error, requestId);
    } finally {
      const line = requestLogEntry({ requestId, fromTrace, method, route, status: res.statusCode, durationMs: performance.now() - startedAt });
      logs.request(line, res.statusCode >= 500);
    }
  };
}

/** Sends a page, feed or JSON answer, compressed when the client takes it (our pages repeat their data inline). */
function sendText(req: Request, res: Response, status: number, contentType: string, text: string) {
  const body = Buffer.from(text);
  const coding = preferredCoding(req.headers["accept-encoding"]);
  const compressed = compressBody(body, coding);
  // Caches in between must keep one copy per coding, whichever this answer got.
  res.vary("Accept-Encoding");
  res.status(status).type(contentType);
  if (compressed && coding) res.set("Content-Encoding", coding).send(compressed);
  else res.send(body);
}

/**
 * Pipes a stream to the client. Once its first bytes are sent no error answer can follow: a failure part way cuts
 * the connection, so the client sees an incomplete download rather than a file that looks whole.
 */
async function sendStream(req: Request, res: Response, status: number, stream: NonNullable<Answer["stream"]>, requestId: string) {
  res.status(status).type(stream.contentType);
  if (typeof stream.length === "number") res.set("Content-Length", String(stream.length));
  if (req.method === "HEAD") {
    stream.body.destroy();
    res.end();
    return;
  }
  try {
    await pipeline(stream.body, res);
  } catch (error) {
    logs.unhandledApiError(requestId, errorLogFields(error));
    res.destroy();
  }
}

/**
 * Refuses a body over the route's bound before any of our code reads it. The functions framework has buffered
 * the body (rawBody) whether or not it came with a Content-Length, so a chunked body is measured too.
 */
function assertBodyWithin(req: Request, maxBytes: number) {
  const raw = (req as { rawBody?: Buffer }).rawBody;
  const declared = Number(req.headers["content-length"] ?? 0);
  const bytes = Math.max(raw?.length ?? 0, Number.isFinite(declared) ? declared : 0);
  if (bytes > maxBytes) throw new HttpError(413, `This request is too large: send at most ${describeBytes(maxBytes)} here.`);
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * Cookies ride along on cross-site form posts; an Origin other than the site's own is refused. It is compared with
 * configuration, not with Host or X-Forwarded-Host, which a direct caller chooses.
 */
function assertSameOrigin(req: Request) {
  const origin = req.headers.origin;
  if (!origin) return;
  if (!isSiteOrigin(origin)) throw new HttpError(403, "Cross-site request refused.");
}

/** The status of each kind of domain error a service throws (DESIGN.md, Errors). */
const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-media": 415,
  "rate-limited": 429,
  unavailable: 502,
};

/** A service's domain error as the HTTP error it means. */
function toHttpError(error: DomainError): HttpError {
  const headers = error.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(error.retryAfterSeconds) };
  return new HttpError(STATUS_OF[error.kind], error.message, error.fields, headers);
}

function sendError(res: Response, error: unknown, requestId: string) {
  if (error instanceof DomainError) error = toHttpError(error);
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) res.set(name, value);
    res.status(error.status).json({
      success: false,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    });
    return;
  }
  if (isBodyParseError(error)) {
    res.status(400).json({ success: false, message: "The request body is not valid JSON." });
    return;
  }
  logs.unhandledApiError(requestId, errorLogFields(error));
  res.status(500).json({ success: false, message: "Something went wrong on our side. Please try again." });
}

function isBodyParseError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { type?: string }).type === "entity.parse.failed";
}
