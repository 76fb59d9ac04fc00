// A small Mastodon-like server for the fediverse tests (issue 23), built with the same library as the site (Fedify),
// listening on 127.0.0.1 only: one account that looks the owner up by WebFinger, follows, replies, likes, boosts,
// undoes, and records every activity its inboxes receive, after Fedify has verified the site's signature on it.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createFederation, generateCryptoKeyPair, MemoryKvStore, signRequest, type Context, type RequestContext } from "@fedify/fedify";
import {
  Activity,
  Announce,
  Create,
  Delete,
  Document,
  Endpoints,
  Follow,
  Image,
  isActor,
  Like,
  Mention,
  Note,
  Person,
  PUBLIC_COLLECTION,
  QuoteRequest,
  Tombstone,
  Undo,
  Update,
  type Actor,
} from "@fedify/vocab";
import { TINY_PNG } from "./images";
import { adminDb } from "./stack";

/** The account's avatar, which the site copies into its own storage. */
const AVATAR = TINY_PNG;

export interface Received {
  type: string;
  json: Record<string, unknown>;
}

type KeyPair = Awaited<ReturnType<typeof generateCryptoKeyPair>>;

/**
 * Whom a reply is for, as Mastodon addresses each visibility: public (Public in `to`), unlisted (Public in `cc`),
 * followers only (the author's followers collection) and a private mention (only the mentioned account).
 */
export type Visibility = "public" | "unlisted" | "followers" | "direct";

export interface ReplyOptions {
  visibility?: Visibility;
  /** A content warning: Mastodon sends it as the note's `summary`, with `sensitive` true. */
  contentWarning?: string;
  /** Files attached as Mastodon attaches them (a `Document` with its type, the description as `name`), served by the peer. */
  attachments?: { bytes: Buffer; mediaType: string; alt: string }[];
}

/** A request the site made to the peer, as its server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  userAgent: string;
  /** Whether it carried an HTTP signature (draft-cavage `Signature` or RFC 9421 `Signature-Input`). */
  signed: boolean;
  /** The peer's answer, once given. */
  status?: number;
}

export interface Peer {
  origin: string;
  /** The domain of its handles: its host, unless PeerOptions.handleHost says otherwise. */
  handleHost: string;
  /** Every request that reached the peer, oldest first. */
  requests: SeenRequest[];
  host: string;
  username: string;
  actorId: URL;
  received: Received[];
  /** WebFinger `acct:user@host` on the site, then the actor it names. */
  lookUp(siteUrl: string, account: string): Promise<Actor>;
  follow(target: Actor): Promise<Follow>;
  /** The account's followers collection, as its actor names it. */
  followersId: URL;
  /** A reply to `inReplyTo` mentioning `target` (public unless `options` say otherwise); answers the Note sent. */
  reply(target: Actor, inReplyTo: URL, text: string, options?: ReplyOptions): Promise<Note>;
  editReply(target: Actor, note: Note, text: string): Promise<void>;
  deleteReply(target: Actor, note: Note): Promise<void>;
  like(target: Actor, object: URL): Promise<Like>;
  announce(target: Actor, object: URL): Promise<Announce>;
  undo(target: Actor, activity: Follow | Like | Announce): Promise<void>;
  /** Quotes `object` in a new post and asks its author's leave first (FEP-044f), as Mastodon 4.5 does. */
  quote(target: Actor, object: URL): Promise<QuoteRequest>;
  /**
   * Closes the account as Mastodon does: the actor (and so its key) answers 410 Gone from then on, and a Delete of
   * the actor goes to `inbox`, signed with `signWith` (the closed account's own key can no longer be fetched).
   */
  deleteAccount(inbox: URL, signWith: "own-key" | "another-key"): Promise<Response>;
  /** POSTs a body to a site inbox as given: unsigned, or signed with `signWith` under this actor's key id. */
  postRaw(inbox: URL, body: string, signWith?: "own-key" | "another-key"): Promise<Response>;
  /** The first received activity that passes `match`, waiting up to `timeoutMs` for it. */
  waitFor(match: (activity: Received) => boolean, timeoutMs?: number): Promise<Received>;
  stop(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Starts the peer on 127.0.0.1; `hostname` is the name it calls itself by (`localhost` makes a second, different
 * server for the site's blocked-domain list, on the same address).
 */
export interface PeerOptions {
  /**
   * The domain of its handles when it is not its web host, as a Mastodon server with a separate account domain
   * (`@bob@example.com` served from social.example.com): `localhost:{port}` for its own port, which reaches it too,
   * or any other host, which then claims names that host does not confirm.
   */
  handleHost?: (port: number) => string;
  /**
   * Secure mode, as Mastodon's "authorized fetch": its actor and notes answer 401 to a GET whose HTTP signature does
   * not verify, so the site must sign what it fetches from this server.
   */
  secure?: boolean;
}

export async function startPeer(username = "bob", hostname = "127.0.0.1", options: PeerOptions = {}): Promise<Peer> {
  const received: Received[] = [];
  const requests: SeenRequest[] = [];
  const notes = new Map<string, Note>();
  const files = new Map<string, { bytes: Buffer; mediaType: string }>();
  let gone = false;
  const keys: KeyPair = await generateCryptoKeyPair("RSASSA-PKCS1-v1_5");
  const strangerKeys: KeyPair = await generateCryptoKeyPair("RSASSA-PKCS1-v1_5");
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://${hostname}:${port}`;

  const handleHost = options.handleHost?.(port);
  const federation = createFederation<void>({
    kv: new MemoryKvStore(),
    allowPrivateAddress: true,
    origin: handleHost ? { handleHost, webOrigin: origin } : origin,
  });
  // In secure mode only a signed GET (its key fetched and the signature verified by Fedify) is answered.
  const signedOnly = async (ctx: RequestContext<void>) => !options.secure || (await ctx.getSignedKey()) !== null;
  federation
    .setActorDispatcher("/users/{identifier}", async (ctx, identifier) => {
      if (identifier !== username) return null;
      if (gone) return new Tombstone({ id: ctx.getActorUri(identifier) });
      const [pair] = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: "Bob Peer",
        url: new URL(`/@${identifier}`, origin),
        icon: new Image({ url: new URL("/avatar.png", origin), mediaType: "image/png" }),
        inbox: ctx.getInboxUri(identifier),
        followers: new URL(`/users/${identifier}/followers`, origin),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: pair?.cryptographicKey,
      });
    })
    .setKeyPairsDispatcher(async () => [keys])
    .authorize(signedOnly);
  federation.setObjectDispatcher(Note, "/notes/{id}", (_ctx, { id }) => notes.get(id) ?? null).authorize(signedOnly);
  federation.setInboxListeners("/users/{identifier}/inbox", "/inbox").on(Activity, async (_ctx, activity) => {
    const json = (await activity.toJsonLd({ format: "compact" })) as Record<string, unknown>;
    received.push({ type: String(json.type), json });
  });

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const seen: SeenRequest = {
      method: req.method ?? "",
      path: req.url ?? "",
      userAgent: req.headers["user-agent"] ?? "",
      signed: req.headers.signature !== undefined || req.headers["signature-input"] !== undefined,
    };
    requests.push(seen);
    if (req.url === "/avatar.png") {
      res.writeHead(200, { "Content-Type": "image/png" }).end(AVATAR);
      return;
    }
    const file = files.get(req.url ?? "");
    if (file) {
      res.writeHead(200, { "Content-Type": file.mediaType }).end(file.bytes);
      return;
    }
    void (async () => {
      const body = await readBody(req);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const request = new Request(new URL(req.url ?? "/", origin), {
        method: req.method,
        headers,
        body: req.method === "GET" || req.method === "HEAD" || body.length === 0 ? undefined : new Uint8Array(body),
      });
      const response = await federation.fetch(request, { contextData: undefined });
      seen.status = response.status;
      const answerHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => (answerHeaders[name] = value));
      res.writeHead(response.status, answerHeaders);
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });

  const ctx: Context<void> = federation.createContext(new URL(origin), undefined);
  const me = ctx.getActorUri(username);
  const send = (target: Actor, activity: Activity) => ctx.sendActivity({ identifier: username }, target, activity, { immediate: true });
  const newId = (path: string) => new URL(`/${path}/${randomUUID()}`, origin);
  const followersId = new URL(`/users/${username}/followers`, origin);
  const addressing = (target: Actor, visibility: Visibility): { to: URL[]; cc: URL[] } => {
    const mentioned = target.id!;
    switch (visibility) {
      case "public":
        return { to: [PUBLIC_COLLECTION], cc: [mentioned, followersId] };
      case "unlisted":
        return { to: [followersId, mentioned], cc: [PUBLIC_COLLECTION] };
      case "followers":
        return { to: [followersId], cc: [mentioned] };
      case "direct":
        return { to: [mentioned], cc: [] };
    }
  };

  const peer: Peer = {
    origin,
    requests,
    handleHost: handleHost ?? `${hostname}:${port}`,
    host: `${hostname}:${port}`,
    username,
    actorId: me,
    followersId,
    received,
    async lookUp(siteUrl, account) {
      const answer = await fetch(`${siteUrl}/.well-known/webfinger?resource=${encodeURIComponent(`acct:${account}`)}`);
      if (!answer.ok) throw new Error(`WebFinger answered ${answer.status}`);
      const { links } = (await answer.json()) as { links: { rel: string; type?: string; href: string }[] };
      const self = links.find((link) => link.rel === "self" && link.type === "application/activity+json");
      const actor = self ? await ctx.lookupObject(self.href) : null;
      if (!isActor(actor)) throw new Error("WebFinger did not lead to an actor");
      // A server in secure mode verifies each GET the site makes by the site's key, as Mastodon does with the key of an
      // account it has resolved: kept from here. Fetched afresh instead, it would be asked of the site's fediverse
      // function while that function waits on this very GET (verifying this peer's POST), which the Functions
      // emulator, unlike Cloud Functions with its concurrency of 20, may not answer in time.
      if (options.secure && actor.publicKeyId) await ctx.documentLoader(actor.publicKeyId.href);
      return actor;
    },
    async follow(target) {
      const follow = new Follow({ id: newId("follows"), actor: me, object: target.id });
      await send(target, follow);
      return follow;
    },
    async reply(target, inReplyTo, text, options = {}) {
      const id = randomUUID();
      const { to, cc } = addressing(target, options.visibility ?? "public");
      const note = new Note({
        id: new URL(`/notes/${id}`, origin),
        attribution: me,
        tos: to,
        ccs: cc,
        ...(options.contentWarning !== undefined && { summary: options.contentWarning, sensitive: true }),
        replyTarget: inReplyTo,
        url: new URL(`/@${username}/${id}`, origin),
        content: `<p><span class="h-card"><a href="${target.id?.href}" class="u-url mention">@<span>${target.preferredUsername}</span></a></span> ${text}</p>`,
        tags: [new Mention({ href: target.id, name: `@${target.preferredUsername}` })],
        attachments: (options.attachments ?? []).map((attachment, index) => {
          const path = `/media/${id}/${index}`;
          files.set(path, attachment);
          return new Document({ url: new URL(path, origin), mediaType: attachment.mediaType, name: attachment.alt });
        }),
      });
      notes.set(id, note);
      await send(target, new Create({ id: new URL(`${note.id!.href}#create`), actor: me, object: note, tos: to, ccs: cc }));
      return note;
    },
    async editReply(target, note, text) {
      const edited = note.clone({ content: `<p>${text}</p>` });
      notes.set(note.id!.pathname.split("/").pop()!, edited);
      await send(target, new Update({ id: newId("updates"), actor: me, object: edited, to: PUBLIC_COLLECTION }));
    },
    async deleteReply(target, note) {
      notes.delete(note.id!.pathname.split("/").pop()!);
      await send(target, new Delete({ id: newId("deletes"), actor: me, object: new Tombstone({ id: note.id }), to: PUBLIC_COLLECTION }));
    },
    async like(target, object) {
      const like = new Like({ id: newId("likes"), actor: me, object });
      await send(target, like);
      return like;
    },
    async announce(target, object) {
      const announce = new Announce({ id: newId("announces"), actor: me, object, to: PUBLIC_COLLECTION });
      await send(target, announce);
      return announce;
    },
    async undo(target, activity) {
      await send(target, new Undo({ id: newId("undos"), actor: me, object: activity }));
    },
    async quote(target, object) {
      const id = randomUUID();
      const note = new Note({
        id: new URL(`/notes/${id}`, origin),
        attribution: me,
        to: PUBLIC_COLLECTION,
        content: "<p>Worth reading</p>",
        quote: object,
      });
      notes.set(id, note);
      const request = new QuoteRequest({ id: newId("quote-requests"), actor: me, object, instrument: note });
      await send(target, request);
      return request;
    },
    async deleteAccount(inbox, signWith) {
      gone = true;
      const body = JSON.stringify({
        "@context": "https://www.w3.org/ns/activitystreams",
        id: `${me.href}#delete`,
        type: "Delete",
        actor: me.href,
        object: me.href,
        to: ["https://www.w3.org/ns/activitystreams#Public"],
      });
      return peer.postRaw(inbox, body, signWith);
    },
    async postRaw(inbox, body, signWith) {
      const request = new Request(inbox, { method: "POST", headers: { "Content-Type": "application/activity+json" }, body });
      const signed = signWith
        ? await signRequest(request, (signWith === "own-key" ? keys : strangerKeys).privateKey, new URL(`${me.href}#main-key`))
        : request;
      return fetch(signed);
    },
    async waitFor(match, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = received.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No matching activity within ${timeoutMs} ms; received: ${received.map((each) => each.type).join(", ") || "nothing"}`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return peer;
}

/**
 * Forgets what servers left on the site (their follows and their replies, waiting or shown): a test file's peers stop
 * with it, and a follower that no longer answers would slow every later publish's delivery.
 */
export async function forgetServers(hosts: string[]): Promise<void> {
  for (const host of hosts) {
    const [followers, replies] = await Promise.all([
      adminDb.collection("fediverseFollowers").where("server", "==", host).get(),
      adminDb.collection("fediverseReplies").where("author.server", "==", host).get(),
    ]);
    await Promise.all([...followers.docs, ...replies.docs].map((doc) => doc.ref.delete()));
  }
}
