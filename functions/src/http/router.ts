import type { Request, Response } from "express";
import { logger } from "firebase-functions";
import { DomainError, type DomainErrorKind } from "../services/domain-error";
import { compressBody, preferredCoding } from "./compression";
import { HttpError } from "./http-error";
import { REQUEST_ID_HEADER, errorLogFields, requestIdOf, requestLogEntry } from "./request-log";
import { siteOrigin } from "./site-origin";

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
}

export type Handler = (request: ApiRequest) => Promise<Answer>;

interface Route {
  method: string;
  pattern: string;
  segments: string[];
  handler: Handler;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A tiny method + path router: `:name` segments become params. */
export class Router {
  private readonly routes: Route[] = [];

  on(method: string, pattern: string, handler: Handler): this {
    const segments = pattern.split("/").filter(Boolean);
    this.routes.push({ method, pattern: `/${segments.join("/")}`, segments, handler });
    return this;
  }

  /** Every method and path pattern routed, in registration order (the authorization matrix test reads it). */
  list(): { method: string; pattern: string }[] {
    return this.routes.map((route) => ({ method: route.method, pattern: route.pattern }));
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
    res.set("X-Content-Type-Options", "nosniff");
    try {
      if (STATE_CHANGING.has(method)) assertSameOrigin(req);
      const { route: matched, params, allowed } = this.match(method, req.path);
      if (!matched) {
        if (allowed.length === 0) throw new HttpError(404, "Unknown API path.");
        throw new HttpError(405, "Method not allowed.", undefined, { Allow: allowed.join(", ") });
      }
      route = matched.pattern;
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
      else if (answer.document) sendText(req, res, answer.status ?? 200, answer.document.contentType, answer.document.text);
      else sendText(req, res, answer.status ?? 200, "application/json", JSON.stringify(answer.body ?? null));
    } catch (error) {
      sendError(res, error, requestId);
    } finally {
      const line = requestLogEntry({ requestId, fromTrace, method, route, status: res.statusCode, durationMs: performance.now() - startedAt });
      if (res.statusCode >= 500) logger.warn("request", line);
      else logger.info("request", line);
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
 * Behind Firebase Hosting, X-Forwarded-For names the CDN, and the CDN (Fastly) puts the visitor's address
 * in Fastly-Client-IP. Without Hosting in front (the emulators, direct calls), Express's req.ip applies.
 */
function clientAddress(req: Request): string {
  const fromCdn = req.headers["fastly-client-ip"];
  if (typeof fromCdn === "string" && fromCdn.trim()) return fromCdn.trim();
  return req.ip ?? "";
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * Cookies ride along on cross-site form posts; an Origin other than the site's configured one is refused. It is
 * compared with configuration, not with Host or X-Forwarded-Host, which a direct caller chooses.
 */
function assertSameOrigin(req: Request) {
  const origin = req.headers.origin;
  if (!origin) return;
  if (origin !== siteOrigin()) throw new HttpError(403, "Cross-site request refused.");
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
  logger.error("Unhandled API error", { requestId, ...errorLogFields(error) });
  res.status(500).json({ success: false, message: "Something went wrong on our side. Please try again." });
}

function isBodyParseError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { type?: string }).type === "entity.parse.failed";
}
