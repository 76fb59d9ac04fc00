import type { Request, Response } from "express";
import { beforeEach, describe, expect, it, vi } from "vitest";

const logged = vi.hoisted(() => [] as { level: string; message: string; fields: unknown }[]);
vi.mock("firebase-functions", () => {
  const record = (level: string) => (message: string, fields: unknown) => logged.push({ level, message, fields });
  return { logger: { info: record("info"), warn: record("warn"), error: record("error") } };
});

const { Router } = await import("./router");
const { HttpError } = await import("./http-error");
const { errorLogFields, requestIdOf, requestLogEntry } = await import("./request-log");

const SECRETS = {
  email: "someone.private@example.test",
  password: "Hunter2@secret",
  code: "493817",
  cookie: "__session=abc.def.sessiontoken",
};

/** Just enough of express' Request and Response for the router, recording what a caller would receive. */
function exchange(method: string, path: string, headers: Record<string, string> = {}, body: unknown = undefined) {
  const req = { method, path, headers: { ...headers }, query: {}, body, ip: "10.0.0.1" } as unknown as Request;
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    statusCode: 200,
    set(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    append() {
      return res;
    },
    vary() {
      return res;
    },
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    type() {
      return res;
    },
    json(value: unknown) {
      sent.status = res.statusCode;
      sent.body = value;
      return res;
    },
    send(value: unknown) {
      return res.json(value);
    },
    redirect(code: number) {
      res.statusCode = code;
      return res;
    },
  };
  return { req, res: res as unknown as Response, sent };
}

const router = new Router()
  .on("POST", "/api/login", async () => ({ status: 200, body: { success: true } }))
  .on("GET", "/api/user/:username", async (request) => {
    if (request.params.username === "missing") throw new HttpError(404, "User not found.");
    return { body: { username: request.params.username } };
  })
  .on("GET", "/api/broken", async () => {
    throw new Error(`Could not reach the database for ${SECRETS.email}`);
  });

beforeEach(() => {
  logged.length = 0;
});

describe("request logs", () => {
  it("write one line per request with the route pattern, status and duration, and return the id as X-Request-Id", async () => {
    const { req, res, sent } = exchange("GET", "/api/user/samrivera");
    await router.handle(req, res);
    expect(sent.status).toBe(200);
    expect(sent.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: "info",
      message: "request",
      fields: { requestId: sent.headers["x-request-id"], method: "GET", route: "/api/user/:username", status: 200 },
    });
    expect((logged[0]!.fields as { durationMs: number }).durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(logged)).not.toContain("samrivera");
  });

  it("take the id from the platform's trace header, and give every other request an id of its own", async () => {
    const trace = "105445aa7843bc8bf206b12000100000";
    const traced = exchange("GET", "/api/user/missing", { "x-cloud-trace-context": `${trace}/1;o=1` });
    await router.handle(traced.req, traced.res);
    expect(traced.sent.headers["x-request-id"]).toBe(trace);
    expect(logged[0]!.fields).toMatchObject({ requestId: trace, status: 404 });

    const first = exchange("GET", "/api/user/a");
    const second = exchange("GET", "/api/user/b");
    await router.handle(first.req, first.res);
    await router.handle(second.req, second.res);
    expect(first.sent.headers["x-request-id"]).not.toBe(second.sent.headers["x-request-id"]);
    expect(requestIdOf({ "x-cloud-trace-context": "not-a-trace/1" }).fromTrace).toBe(false);
  });

  it("never contain an email, a password, a code, a cookie or the body of a request", async () => {
    const { req, res } = exchange(
      "POST",
      "/api/login",
      { cookie: SECRETS.cookie, "content-type": "application/json" },
      { email: SECRETS.email, password: SECRETS.password, confirmationCode: SECRETS.code },
    );
    await router.handle(req, res);
    const unknown = exchange("GET", `/api/${encodeURIComponent(SECRETS.email)}/${SECRETS.code}`, { cookie: SECRETS.cookie });
    await router.handle(unknown.req, unknown.res);
    expect(unknown.sent.status).toBe(404);
    expect(logged.map((line) => line.fields)).toMatchObject([
      { method: "POST", route: "/api/login", status: 200 },
      { method: "GET", route: "(no route)", status: 404 },
    ]);
    const text = JSON.stringify(logged);
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    expect(text).not.toContain("sessiontoken");
  });

  it("log an unexpected error with the request's id, emails masked, and answer 500 without details", async () => {
    const { req, res, sent } = exchange("GET", "/api/broken");
    await router.handle(req, res);
    expect(sent.status).toBe(500);
    expect(JSON.stringify(sent.body)).not.toContain("database");
    const requestId = sent.headers["x-request-id"];
    expect(logged).toMatchObject([
      { level: "error", message: "Unhandled API error", fields: { requestId, error: "Error", message: "Could not reach the database for [email]" } },
      { level: "warn", message: "request", fields: { requestId, route: "/api/broken", status: 500 } },
    ]);
    expect(JSON.stringify(logged)).not.toContain(SECRETS.email);
  });

  it("name the platform's trace for Cloud Logging when the id came from it", () => {
    process.env.GCLOUD_PROJECT = "demo-portfolio";
    const entry = requestLogEntry({ requestId: "abc", fromTrace: true, method: "GET", route: null, status: 404, durationMs: 1.6 });
    expect(entry).toEqual({
      requestId: "abc",
      method: "GET",
      route: "(no route)",
      status: 404,
      durationMs: 2,
      "logging.googleapis.com/trace": "projects/demo-portfolio/traces/abc",
    });
    expect(errorLogFields("plain failure")).toEqual({ error: "plain failure" });
  });
});
