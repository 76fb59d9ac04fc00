// A seeded generator of hostile API requests, shared by tests/api/fuzz.test.ts and scripts/bench-fuzz.mjs: the same
// seed gives the same requests, so any failure can be replayed. No imports of the stack or the router: the caller
// hands in the route patterns and the ids worth aiming at.

export type FuzzRole = "guest" | "member" | "owner";

export interface FuzzRoute {
  method: string;
  pattern: string;
}

export interface FuzzTargets {
  routes: FuzzRoute[];
  /** Ids of real documents the fuzzer may hit (its own fixtures: items, comments, reviews...). */
  ids: string[];
  /** Usernames of real accounts (its own members). */
  usernames: string[];
}

export interface FuzzRequest {
  index: number;
  role: FuzzRole;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** What kind of body this is, for the report ("json", "huge json", "broken multipart"...). */
  shape: string;
}

/** mulberry32: small, fast and good enough to spread requests; the point is that a seed replays exactly. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof randomSource>;

/** Lowercase letters and digits; the tag starts every name and email the fuzzer invents, so its writes are findable. */
export const fuzzTag = (seed: number) => `fz${(seed >>> 0).toString(36)}`;

const METHODS = ["GET", "POST", "POST", "POST", "PUT", "PUT", "DELETE", "DELETE", "PATCH", "HEAD", "OPTIONS"] as const;

const JUNK_SEGMENTS = [
  "..", "%2e%2e", "%00", "%", "__proto__", "constructor", "prototype", "null", "undefined", "-1", "0",
  "1e309", "NaN", "' OR '1'='1", "<script>alert(1)</script>", "日本語", "😀", "a/b", "%2F", "..%2F..%2Fetc%2Fpasswd",
  " ", "%20", "~", ".", "*", "$where", "{}", "[]",
];

const NASTY_STRINGS = [
  "", " ", "\u0000", "\uffff", "\ud800", "😀".repeat(50), "<img src=x onerror=alert(1)>", "javascript:alert(1)",
  "'; DROP TABLE users; --", "${7*7}", "{{7*7}}", "%s%s%s%n", "\r\nSet-Cookie: x=y", "../../../../etc/passwd",
  "true", "null", "1e309", "-0", "0x10", "=url<label>", "**bold**", "\\", "\"", "\u202e", "a".repeat(300),
];

const PROTO_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "isOwner", "owner", "uid", "role", "admin"];

/** A random JSON value of a random type, nested up to `depth`. */
function randomValue(random: Random, tag: string, depth = 2): unknown {
  switch (random.int(depth > 0 ? 9 : 7)) {
    case 0: return null;
    case 1: return random.chance(0.5);
    case 2: return random.pick([0, -1, 1, 1.5, Number.MAX_SAFE_INTEGER, -1e21, 5, 6]);
    case 3: return random.pick(NASTY_STRINGS);
    case 4: return `${tag}${random.int(1e9).toString(36)}`;
    case 5: return `${tag}@example.test`;
    case 6: return random.pick(["follow", "unfollow", "oldest", "newest", "Frontend", "Technology", "pending", "approved"]);
    case 7: return Array.from({ length: random.int(4) }, () => randomValue(random, tag, depth - 1));
    default: return randomObject(random, tag, depth - 1);
  }
}

function randomObject(random: Random, tag: string, depth: number): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const fields = ["text", "rating", "subject", "description", "email", "password", "name", "username", "action", "title", "message", "confirmPassword", "resetToken", "forgotCode", "confirmationCode", "category", "extra", "newPassword"];
  for (let i = random.int(5); i > 0; i -= 1) object[random.pick(fields)] = randomValue(random, tag, depth);
  return object;
}

/** A well-formed request body for a route, so mutations of it reach past the first check. */
function template(method: string, pattern: string, random: Random, tag: string): Record<string, unknown> {
  const name = `${tag}${random.int(1e6).toString(36)}`;
  const email = `${name}@example.test`;
  const password = "Fuzz@12345";
  const table: Record<string, Record<string, unknown>> = {
    "/api/signup": { name: "Fuzz Tester", username: name.slice(0, 20), email, password, confirmPassword: password },
    "/api/confirm": { email, confirmationCode: "123456" },
    "/api/resend": { email },
    "/api/login": { email, password },
    "/api/forgot-request": { email },
    "/api/forgot-resend": { email },
    "/api/forgot-verify": { email, forgotCode: "123456" },
    "/api/forgot-reset": { email, newPassword: password, confirmPassword: password, resetToken: name },
    // Never the right password: the fuzzer must not delete its own member.
    "/api/delete-account": { password: `${name}-wrong` },
    "/api/reviews": { rating: 1 + random.int(5), text: `${name} review` },
    "/api/reports": { subject: `${name} report`, description: `${name} details` },
    "/api/contact": { name: "Fuzz Tester", email, subject: `${name} subject`, message: `${name} message` },
  };
  if (method !== "POST") return {};
  if (table[pattern]) return { ...table[pattern] };
  if (pattern.endsWith("/follow")) return { action: random.pick(["follow", "unfollow"]) };
  if (/comment|home-comments|reply/.test(pattern)) return { text: `${name} comment` };
  return {};
}

function mutate(body: Record<string, unknown>, random: Random, tag: string): Record<string, unknown> {
  const result = { ...body };
  const keys = Object.keys(result);
  for (let i = random.int(4); i > 0; i -= 1) {
    const action = random.int(4);
    const key = keys.length && action < 2 ? random.pick(keys) : random.pick(PROTO_KEYS.concat(["unknownField", "extra", "items"]));
    if (action === 3) delete result[key];
    else result[key] = randomValue(random, tag);
  }
  return result;
}

/** JSON text whose keys include __proto__ and constructor.prototype (JSON.stringify drops neither when they are own keys). */
function pollutedJson(body: Record<string, unknown>, random: Random): string {
  const payload = { isOwner: true, owner: true, admin: true, polluted: random.int(1000) };
  const inner = JSON.stringify(body).slice(1, -1);
  const pollution = `"__proto__":${JSON.stringify(payload)},"constructor":{"prototype":${JSON.stringify(payload)}}`;
  return `{${inner}${inner ? "," : ""}${pollution}}`;
}

const TINY_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);

const encoder = new TextEncoder();

/** A multipart body, sometimes broken on purpose (wrong boundary, cut short, no closing line). */
function multipart(random: Random, tag: string): { body: Uint8Array; contentType: string; shape: string } {
  const boundary = `----fuzz${random.int(1e9)}`;
  const parts: Uint8Array[] = [];
  const fields = ["title", "shortDescription", "category", "firstParagraph", "desc", "description", "removeFiles", "__proto__", "constructor"];
  for (let i = random.int(5); i > 0; i -= 1) {
    const value = random.chance(0.1) ? "x".repeat(random.int(200_000)) : String(randomValue(random, tag, 0));
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${random.pick(fields)}"\r\n\r\n${value}\r\n`));
  }
  if (random.chance(0.7)) {
    const field = random.pick(["uploaded_file", "headerImg", "mainImg", "file", "vid", "img", "other"]);
    const [bytes, type, name] = random.pick([
      [TINY_PNG, "image/png", "a.png"],
      [encoder.encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image/svg+xml", "a.svg"],
      [encoder.encode("<html><script>alert(1)</script></html>"), "image/png", "a.png"],
      [Uint8Array.from({ length: random.int(4096) }, () => random.int(256)), "video/mp4", "a.mp4"],
      [TINY_PNG, "text/html", "../../a.png"],
    ] as const);
    parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`), bytes, encoder.encode("\r\n"));
  }
  const broken = random.int(4);
  if (broken !== 1) parts.push(encoder.encode(`--${boundary}--\r\n`));
  let body = concat(parts);
  if (broken === 2) body = body.slice(0, random.int(body.length + 1));
  const contentType = broken === 3 ? random.pick(["multipart/form-data", `multipart/form-data; boundary=other`, "multipart/mixed; boundary="]) : `multipart/form-data; boundary=${boundary}`;
  return { body, contentType, shape: broken === 0 ? "multipart" : "broken multipart" };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

function fillPath(pattern: string, random: Random, targets: FuzzTargets, tag: string): string {
  const segments = pattern.split("/").map((segment) => {
    if (!segment.startsWith(":")) return segment;
    const roll = random.int(10);
    if (segment === ":username") {
      if (roll < 6 && targets.usernames.length) return random.pick(targets.usernames);
      if (roll < 8) return `${tag}${random.int(1e6)}`;
    } else {
      if (roll < 6 && targets.ids.length) return random.pick(targets.ids);
      if (roll < 8) return `${tag}${random.int(1e9).toString(36)}`;
    }
    // Long, but the whole address stays under 4 KB: the Hosting emulator answers 500 itself past that (docs/proof.md).
    if (roll === 8) return "x".repeat(1 + random.int(1200));
    return junkSegment(random);
  });
  return segments.join("/");
}

/**
 * A junk path segment, its percent-escapes always well-formed: a malformed one (like %E0%A4%A) never reaches the
 * function locally, the Hosting emulator itself answers 500 (docs/proof.md), so it would test the emulator.
 */
function junkSegment(random: Random): string {
  const segment = random.pick(JUNK_SEGMENTS);
  // Some already-escaped segments go as they are ("%2e%2e", "%00"), the rest escaped.
  return /^(%[0-9A-Fa-f]{2})+$/.test(segment) ? segment : encodeURIComponent(segment);
}

function junkPath(random: Random, tag: string): string {
  const depth = 1 + random.int(4);
  const parts = Array.from({ length: depth }, () => (random.chance(0.5) ? junkSegment(random) : `${tag}${random.int(100)}`));
  return random.pick(["/api/", "/api//", "/", "/API/", "/api/%2e%2e/", "/rss/", "/projects/"]) + parts.join("/");
}

function query(random: Random, tag: string): string {
  if (!random.chance(0.3)) return "";
  const names = ["limit", "after", "order", "q", "category", "limit[]", "after[]", "__proto__[isOwner]", "constructor[prototype][x]"];
  const pairs = Array.from({ length: 1 + random.int(4) }, () => {
    const value = random.pick(["-1", "0", "51", "abc", "1e9", "", "newest", "oldest", "%", "%00", tag, "x".repeat(random.int(1000))]);
    return `${encodeURIComponent(random.pick(names))}=${random.chance(0.8) ? encodeURIComponent(value) : value}`;
  });
  return `?${pairs.join("&")}`;
}

/**
 * Inputs aimed at slow paths (issue 20): long runs of one character, strings that make a backtracking pattern try
 * every split (the old email pattern took seconds on "a@" + dots + "@"), markup tokens that restart at every
 * character. Sizes straddle the route bounds (a few KB for account calls) and go up to about 1 MB.
 */
function slowString(random: Random): string {
  const size = random.pick([100, 3_000, 4_100, 30_000, 300_000, 1_000_000]);
  const run = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
  return random.pick([
    () => `a@${run(".")}@`,
    () => `a@${run(".")}`,
    () => run("@"),
    () => run("."),
    () => run(" "),
    () => `${run("a")}!`,
    () => `x@${run("a.")} `,
    () => `${run("\t")}a`,
    () => run("=http://"),
    () => `=https://${run("a")}`,
    () => run("(("),
    () => run("<"),
    () => `${run("aA1@")} `,
  ])();
}

/** JSON nested `depth` deep, as arrays or objects: a parser or walker that recurses may run out of stack. */
function deepJson(random: Random, key: string): string {
  const depth = random.pick([50, 1_000, 10_000, 100_000]);
  const [open, close] = random.chance(0.5) ? ["[", "]"] : [`{"${key}":`, "}"];
  return `${open.repeat(depth)}${random.chance(0.5) ? "1" : '"x"'}${close.repeat(depth)}`;
}

/** A slow-path body: a long hostile string in a field the route reads, deep nesting, or a huge array. */
function slowPathBody(base: Record<string, unknown>, random: Random): { body: string; shape: string } {
  const keys = Object.keys(base);
  const key = keys.length ? random.pick(keys) : random.pick(["email", "text", "password", "name"]);
  switch (random.int(4)) {
    case 0:
    case 1:
      return { body: JSON.stringify({ ...base, [key]: slowString(random) }), shape: "slow string" };
    case 2:
      return { body: random.chance(0.5) ? deepJson(random, key) : `{"${key}":${deepJson(random, key)}}`, shape: "deep json" };
    default: {
      const length = random.pick([1_000, 100_000, 250_000]);
      const item = random.pick([0, "a@b.c", {}, [], null]);
      const array = `[${Array.from({ length }, () => JSON.stringify(item)).join(",")}]`;
      return { body: random.chance(0.5) ? array : JSON.stringify(base).replace(/^\{/, () => `{"${key}":${array},`), shape: "huge array" };
    }
  }
}

/** The `index`th request of the run `seed`: every request depends only on the seed and its index. */
export function fuzzRequest(seed: number, index: number, targets: FuzzTargets): FuzzRequest {
  const random = randomSource(seed * 1_000_003 + index);
  const tag = fuzzTag(seed);
  const role = random.pick(["guest", "member", "owner"] as const);
  const routed = random.chance(0.85) && targets.routes.length > 0;
  const route = routed ? random.pick(targets.routes) : null;
  const method = route && random.chance(0.8) ? route.method : random.pick(METHODS);
  const path = (route ? fillPath(route.pattern, random, targets, tag) : junkPath(random, tag)) + query(random, tag);
  const headers: Record<string, string> = {};
  const request: FuzzRequest = { index, role, method, path, headers, shape: "none" };
  if (method === "GET" || method === "HEAD" || random.chance(0.05)) return request;

  const base = template(method, route?.pattern ?? "", random, tag);
  const roll = random.int(100);
  if (random.chance(0.1)) {
    Object.assign(request, slowPathBody(base, random));
  } else if (roll < 30) {
    request.shape = "json";
    request.body = JSON.stringify(mutate(base, random, tag));
  } else if (roll < 40) {
    request.shape = "template json";
    request.body = JSON.stringify(base);
  } else if (roll < 50) {
    request.shape = "random json";
    request.body = JSON.stringify(randomValue(random, tag, 3));
  } else if (roll < 58) {
    request.shape = "polluted json";
    request.body = pollutedJson(mutate(base, random, tag), random);
  } else if (roll < 64) {
    request.shape = "huge json";
    // Mostly up to 100 KB; one in five up to about 1 MB.
    const size = random.chance(0.2) ? 100_000 + random.int(950_000) : random.int(100_000);
    const keys = Object.keys(base);
    const key = keys.length ? random.pick(keys) : "text";
    request.body = JSON.stringify({ ...base, [key]: `${tag}${"A".repeat(size)}` });
  } else if (roll < 72) {
    request.shape = "broken json";
    const text = JSON.stringify(mutate(base, random, tag));
    request.body = random.pick([text.slice(0, random.int(text.length)), `${text}}`, "{", "[", "nul", "{'a':1}", "\u0000", "{\"a\":1,}", "\ufeff{}"]);
  } else if (roll < 88) {
    const form = multipart(random, tag);
    request.shape = form.shape;
    request.body = form.body;
    headers["Content-Type"] = form.contentType;
    return request;
  } else {
    request.shape = "wrong content type";
    request.body = random.chance(0.5) ? JSON.stringify(base) : Uint8Array.from({ length: random.int(2048) }, () => random.int(256));
    headers["Content-Type"] = random.pick([
      "text/plain", "application/x-www-form-urlencoded", "application/xml", "application/octet-stream", "image/png",
      "application/json; charset=utf-16", "application/json; charset=nonsense", "application/merge-patch+json", "",
    ]);
    return request;
  }
  headers["Content-Type"] = "application/json";
  return request;
}

/** One line that says what was sent, to paste into a bug report. */
export function describeRequest(request: FuzzRequest): string {
  const size = typeof request.body === "string" ? request.body.length : (request.body?.length ?? 0);
  const preview = typeof request.body === "string" ? request.body.slice(0, 160) : `${size} bytes`;
  return `#${request.index} ${request.role} ${request.method} ${request.path.slice(0, 200)} [${request.shape}, ${headers(request)}, ${size} B] ${preview}`;
}

const headers = (request: FuzzRequest) => request.headers["Content-Type"] ?? "no content type";

export interface FuzzAnswer {
  status: number;
  text: string;
  setCookie: string[];
  /** From sending to the last byte of the answer. */
  ms: number;
}

/** Sends one request through Hosting (`siteUrl`) with the role's cookie, from an address of its own. */
export async function sendFuzz(siteUrl: string, request: FuzzRequest, cookie: string | undefined): Promise<FuzzAnswer> {
  const headers = new Headers(request.headers);
  if (cookie) headers.set("Cookie", cookie);
  headers.set("X-Forwarded-For", `10.${1 + (request.index % 250)}.${1 + ((request.index >> 8) % 250)}.${1 + (request.index % 7)}`);
  const body = request.body === undefined ? undefined : typeof request.body === "string" ? request.body : new Blob([request.body as BlobPart]);
  const started = performance.now();
  const response = await fetch(`${siteUrl}${request.path}`, { method: request.method, headers, body, redirect: "manual" });
  const text = await response.text();
  return { status: response.status, text, setCookie: response.headers.getSetCookie(), ms: performance.now() - started };
}

export interface FuzzCounts {
  requests: number;
  byClass: Record<string, number>;
  byStatus: Record<string, number>;
}

export function countAnswer(counts: FuzzCounts, status: number) {
  counts.requests += 1;
  const statusClass = `${Math.floor(status / 100)}xx`;
  counts.byClass[statusClass] = (counts.byClass[statusClass] ?? 0) + 1;
  counts.byStatus[String(status)] = (counts.byStatus[String(status)] ?? 0) + 1;
}

export const newCounts = (): FuzzCounts => ({ requests: 0, byClass: {}, byStatus: {} });
