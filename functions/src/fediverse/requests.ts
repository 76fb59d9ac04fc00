import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import * as logs from "../logs";
import { FEDIVERSE_LIMITS } from "../contract/fediverse";
import { clientAddress } from "../http/client-address";
import { siteOrigin } from "../config";
import { isBlockedHost } from "./services/settings";
import { db } from "../firebase";
import { addOne, bucketRef, consume, currentWindow, tooMany, type Bucket } from "../services/rate-limits";
import { DomainError } from "../services/domain-error";
import { theFederation } from "./federation/federation";

/**
 * The fediverse function's HTTP side: WebFinger, NodeInfo, the actor, its collections, the inboxes and the owner's
 * answers, answered by Fedify. Before Fedify reads an inbox POST, this refuses (issue 23, Limits):
 * - a body over FEDIVERSE_LIMITS.inboxBodyBytes (413);
 * - a server on the owner's blocked list (403);
 * - an address past activitiesPerAddressPerMinute, or a server whose allowance
 *   (FEDIVERSE_LIMITS.activitiesPerServerPerMinute) is spent (429 with Retry-After).
 * The server is the host of the signature's key id; an unsigned POST goes on to Fedify, which answers it 401.
 * Every POST counts against its address; only one whose signature Fedify verified (any 2xx) counts against its
 * server (issue 31): anyone can name another server's key, and junk naming it must not spend that server's allowance.
 */
export async function answerFediverseRequest(req: ExpressRequest, res: ExpressResponse): Promise<void> {
  res.set("X-Content-Type-Options", "nosniff");
  // Kept by no cache unless Fedify says otherwise: the outbox and collections must change the moment an item does.
  res.set("Cache-Control", "private, no-store");
  try {
    const server = req.method === "POST" ? signingServerOf(req) : null;
    if (req.method === "POST") {
      const refusal = await refuseInboxPost(req, server);
      if (refusal) {
        res.status(refusal.status).set(refusal.headers ?? {}).json({ success: false, message: refusal.message });
        return;
      }
    }
    const response = await theFederation().fetch(toWebRequest(req), {
      contextData: undefined,
      onNotFound: () => new Response(JSON.stringify({ success: false, message: "Not found." }), { status: 404, headers: { "Content-Type": "application/json" } }),
      onNotAcceptable: () => new Response("Ask for application/activity+json.", { status: 406, headers: { Vary: "Accept" } }),
    });
    // Fedify accepts an inbox POST (2xx) only once its signature verified: only then is the key's server charged.
    if (server && response.ok) {
      // The activity is taken: a counter that cannot be written now must not turn that into an error.
      await chargeServer(server).catch((error: unknown) => logs.fediverseActivityNotCounted(server, error));
    }
    res.status(response.status);
    response.headers.forEach((value, name) => res.set(name, value));
    res.send(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    logs.fediverseRequestFailed(req.path, error);
    res.status(500).json({ success: false, message: "Something went wrong." });
  }
}

interface Refusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

async function refuseInboxPost(req: ExpressRequest, server: string | null): Promise<Refusal | null> {
  const body = (req as ExpressRequest & { rawBody?: Buffer }).rawBody;
  const declared = Number(req.headers["content-length"] ?? 0);
  if ((body?.length ?? 0) > FEDIVERSE_LIMITS.inboxBodyBytes || declared > FEDIVERSE_LIMITS.inboxBodyBytes) {
    return { status: 413, message: `An activity may have at most ${FEDIVERSE_LIMITS.inboxBodyBytes / 1024} KB.` };
  }
  if (server && (await isBlockedHost(server))) return { status: 403, message: "This server is blocked." };
  try {
    // Junk is bounded by where it comes from: every POST counts against its address, verified or not.
    await consume([addressBucket(clientAddress(req))]);
    // The key id is not verified yet, so the server's allowance is only looked at here, never spent.
    if (server) await assertServerHasRoom(server);
  } catch (error) {
    if (error instanceof DomainError && error.kind === "rate-limited") {
      return { status: 429, message: error.message, headers: { "Retry-After": String(error.retryAfterSeconds ?? 60) } };
    }
    throw error;
  }
  return null;
}

/** Throws the 429 of a server whose allowance for this minute is spent; counts nothing. */
async function assertServerHasRoom(server: string): Promise<void> {
  const bucket = serverBucket(server);
  const now = Date.now();
  const window = currentWindow((await bucketRef(bucket).get()).data(), now);
  if (window && window.count >= bucket.limit) throw tooMany(bucket, window, now);
}

/**
 * Counts one verified activity against its server. Checked before and counted after, so activities verified at the
 * same moment may pass the limit by the few that were in flight; a bound, not an exact count.
 */
async function chargeServer(server: string): Promise<void> {
  const bucket = serverBucket(server);
  await db().runTransaction(async (transaction) => {
    const now = Date.now();
    const window = currentWindow((await transaction.get(bucketRef(bucket))).data(), now);
    addOne(transaction, bucket, window, now);
  });
}

const addressBucket = (address: string): Bucket => ({
  name: "fediverse-inbox-address",
  subject: address,
  limit: FEDIVERSE_LIMITS.activitiesPerAddressPerMinute,
  windowMs: 60_000,
  message: "Too many activities from this address. Try again in {wait}.",
});

const serverBucket = (server: string): Bucket => ({
  name: "fediverse-inbox",
  subject: server,
  limit: FEDIVERSE_LIMITS.activitiesPerServerPerMinute,
  windowMs: 60_000,
  message: "Too many activities from this server. Try again in {wait}.",
});

/** The host of the key that signed the request: `keyId` of a draft-cavage Signature, `keyid` of RFC 9421's Signature-Input. */
function signingServerOf(req: ExpressRequest): string | null {
  const header = `${req.headers.signature ?? ""} ${req.headers["signature-input"] ?? ""}`.slice(0, 4096);
  const keyId = /keyid="([^"]{1,2048})"/i.exec(header)?.[1];
  if (!keyId) return null;
  try {
    return new URL(keyId).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The request as Fedify reads it (a web Request), at the site's own address: Hosting forwards requests to the
 * function under another host, and the signatures it verifies cover the host and path the sender addressed.
 */
function toWebRequest(req: ExpressRequest): Request {
  const origin = new URL(siteOrigin());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  headers.set("host", origin.host);
  const body = (req as ExpressRequest & { rawBody?: Buffer }).rawBody;
  return new Request(new URL(req.originalUrl, origin), {
    method: req.method,
    headers,
    body: req.method === "GET" || req.method === "HEAD" ? undefined : body ? new Uint8Array(body) : undefined,
  });
}
