// Who may call what: every state-changing route of the router, called as a guest, as member A (the author of
// the target), as another member B and as the owner, each on a target of its own, with the status each must get.
// The table must name every mutation the router has: a new route without a row fails the test.
import { ITEM_KIND_NAMES, ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { PROFILE_IMAGE_FIELD } from "@contract/account-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode, mailTo, newUser, signUp, TEST_PASSWORD, directUser, type NewUser } from "../support/accounts";
import {
  contactMessage,
  homeComment,
  homeReply,
  itemComment,
  pendingReport,
  pendingReview,
  removeCommunityRecords,
  type Author,
} from "../support/community-fixtures";
import { strToU8 } from "fflate";
import { TINY_PNG } from "../support/images";
import { importForm } from "../support/imports";
import { freshItem, removeItem, type TestItem } from "../support/items";
import { removeStoredObjects } from "../support/media";
import { mutationKeys } from "../support/route-list";
import { adminAuth, adminDb, callSite, owner, postJson, randomAddress, sessionCookieFor } from "../support/stack";
import { digest } from "../../functions/src/services/secrets";
import { unsubscribePagePath } from "../../functions/src/contract/subscriptions";
import { unsubscribeApiPath, unsubscribeTokenFor } from "../support/mail";

const ROLES = ["guest", "member", "other", "owner"] as const;
type Role = (typeof ROLES)[number];
/** null: the cell is not called here (the row says why, and which test covers it). */
type Expected = [guest: number | null, member: number | null, other: number | null, owner: number | null];

interface Person extends Author {
  email: string;
  password: string;
  cookie: string;
}

/** What one cell sends: a JSON body or a form, and a cookie of its own when the caller's would not do. */
interface Call {
  path: string;
  json?: unknown;
  form?: FormData;
  /** Replaces the caller's cookie (logout ends the session it is sent with); null sends none. */
  cookie?: string | null;
}

interface Context {
  role: Role;
  /** The caller, null for the guest. */
  caller: Person | null;
  /** Member A: the author of every target that has one. */
  a: Person;
}

type Row = { expected: Expected; call: (context: Context) => Promise<Call> };

/** A reply from the fediverse waiting in moderation, on a blog of its own; answers its id. */
async function pendingFediverseReply(audience: "public" | "direct" = "public"): Promise<string> {
  const item = await freshItem("blogs");
  items.push(item);
  const reply = adminDb.collection("fediverseReplies").doc();
  await reply.set({
    noteId: `https://peer.example/notes/${reply.id}`,
    url: `https://peer.example/@bob/${reply.id}`,
    kind: "blogs",
    itemId: item.id,
    itemTitle: "A blog",
    text: "A matrix reply",
    author: { name: "Bob", handle: "@bob@peer.example", url: "https://peer.example/@bob", avatar: "", server: "peer.example" },
    authorActorId: "https://peer.example/users/bob",
    status: "pending",
    audience,
    createdAt: new Date(),
  });
  return reply.id;
}

const SAME_FOR_ALL = (status: number): Expected => [status, status, status, status];
const AUTHOR_OR_OWNER: Expected = [401, 200, 403, 200];
const OWNER_ONLY: Expected = [401, 403, 403, 200];
const ANY_MEMBER: Expected = [401, 200, 200, 200];

const createdItems: { kind: ItemKind; id: string }[] = [];
const items: TestItem[] = [];

async function item(kind: ItemKind, state: Record<string, unknown> = {}): Promise<TestItem> {
  const fresh = await freshItem(kind);
  items.push(fresh);
  if (Object.keys(state).length > 0) await fresh.ref.update(state);
  return fresh;
}

/**
 * A revision of the item as it is stored (issue 35), as a save would have kept it: its text fields, which the form's
 * schema takes back on a restore (fields it does not know are left out).
 */
async function keptRevision(target: TestItem): Promise<string> {
  const data = (await target.ref.get()).data() ?? {};
  const fields = Object.fromEntries(Object.entries(data).filter(([, value]) => typeof value === "string" || Array.isArray(value)));
  const ref = await target.ref.collection("revisions").add({ at: new Date(), by: "matrix", changed: [], fields, restoredFrom: null });
  return ref.id;
}

// The owner's desk (issue 22): an item in the trash, and a draft, for the calls that need one.
const IN_TRASH = { status: "trashed", trashedFrom: "published", trashedAt: new Date() };
const DRAFT = { status: "draft" };

/** An import job that was read and found nothing to import, made directly. */
async function importJob(): Promise<string> {
  const ref = adminDb.collection("importJobs").doc();
  const dryRun = { entries: 0, types: [], comments: 0, images: 0, oldLinks: 0, alreadyImported: 0, skipped: [], skippedCount: 0, notes: [], notesCount: 0 };
  await ref.set({ fileName: "matrix.md", status: "ready", source: "Markdown", siteTitle: "", createdAt: new Date(), dryRun, mapping: null, progress: { done: 0, total: 0 }, report: null, failure: "" });
  return ref.id;
}

function form(fields: Record<string, string>, files: Record<string, Buffer> = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, bytes] of Object.entries(files)) body.append(name, new Blob([new Uint8Array(bytes)], { type: "image/png" }), `${name}.png`);
  return body;
}

/** Valid text fields for each kind, and the files a create needs. */
function itemForm(kind: ItemKind, creating: boolean): FormData {
  const title = `Matrix ${kind} ${Date.now().toString(36)}`;
  if (kind === "projects") return form({ title, shortDescription: "By the authorization matrix.", category: "Frontend" });
  if (kind === "articles" || kind === "blogs") {
    return form({ title, firstParagraph: "A first paragraph.", category: "Technology" }, creating ? { mainImg: TINY_PNG } : {});
  }
  return form({ title }, creating ? { file: TINY_PNG } : {});
}

/** An account that signed up but has not confirmed yet, through the API (its code is in the outbox). */
async function unconfirmed(): Promise<NewUser> {
  const user = newUser();
  const answer = await signUp(user);
  if (answer.status !== 201) throw new Error(`Signup failed: ${JSON.stringify(answer.body)}`);
  return user;
}

/** A confirmed account whose password-reset code has been checked: what forgot-reset needs. */
async function verifiedReset(): Promise<{ email: string; resetToken: string }> {
  const { user } = await directUser();
  await postJson("/api/forgot-request", { email: user.email }, { headers: { "X-Forwarded-For": randomAddress() } });
  const verify = await postJson<{ resetToken: string }>("/api/forgot-verify", { email: user.email, forgotCode: await latestCode(user.email) });
  if (verify.status !== 200) throw new Error(`Verify failed: ${JSON.stringify(verify.body)}`);
  return { email: user.email, resetToken: verify.body.resetToken };
}

const unknownEmail = () => `${newUser().username}@example.test`;

/** A passkey's answer in the right shape that no authenticator made. */
const MADE_UP_CREDENTIAL = { id: "abc", rawId: "abc", type: "public-key", response: { clientDataJSON: "e30", attestationObject: "AA" } };

/** A passkey record of member A's, written straight into Firestore (a real one needs an authenticator: e2e/passkeys.test.ts). */
async function passkeyOf(a: Person): Promise<string> {
  const ref = adminDb.collection("passkeys").doc();
  await ref.set({ uid: a.uid, name: "Matrix key", credentialId: ref.id, publicKey: "", counter: 0, transports: [], createdAt: new Date(), lastUsedAt: null });
  return ref.id;
}

const ROWS: Record<string, Row> = {
  // The long-form editor's live preview (issue 35): rendering costs CPU, so the owner alone.
  "POST /api/long-form/preview": { expected: OWNER_ONLY, call: async () => ({ path: "/api/long-form/preview", json: { body: "## Matrix\n\n`code`" } }) },
  "POST /api/signup": {
    expected: SAME_FOR_ALL(201),
    call: async () => {
      const user = newUser();
      return { path: "/api/signup", json: { ...user, confirmPassword: user.password } };
    },
  },
  "POST /api/confirm": {
    expected: SAME_FOR_ALL(200),
    call: async () => {
      const user = await unconfirmed();
      return { path: "/api/confirm", json: { email: user.email, confirmationCode: await latestCode(user.email), password: user.password } };
    },
  },
  // The same answer whether or not the email waits for a code (accounts.md), so an unknown one is a real target.
  "POST /api/resend": { expected: SAME_FOR_ALL(200), call: async () => ({ path: "/api/resend", json: { email: unknownEmail() } }) },
  "POST /api/login": {
    expected: SAME_FOR_ALL(200),
    call: async ({ a }) => ({ path: "/api/login", json: { email: a.email, password: a.password } }),
  },
  // Each caller logs out a session of its own, not the one the other rows use.
  "POST /api/logout": {
    expected: SAME_FOR_ALL(200),
    call: async ({ caller }) => ({
      path: "/api/logout",
      cookie: caller ? await sessionCookieFor(caller.email, caller.password) : null,
    }),
  },
  "POST /api/forgot-request": { expected: SAME_FOR_ALL(200), call: async () => ({ path: "/api/forgot-request", json: { email: unknownEmail() } }) },
  "POST /api/forgot-resend": { expected: SAME_FOR_ALL(200), call: async () => ({ path: "/api/forgot-resend", json: { email: unknownEmail() } }) },
  "POST /api/forgot-verify": {
    expected: SAME_FOR_ALL(200),
    call: async () => {
      const { user } = await directUser();
      await postJson("/api/forgot-request", { email: user.email }, { headers: { "X-Forwarded-For": randomAddress() } });
      return { path: "/api/forgot-verify", json: { email: user.email, forgotCode: await latestCode(user.email) } };
    },
  },
  "POST /api/forgot-reset": {
    expected: SAME_FOR_ALL(200),
    call: async () => {
      const { email, resetToken } = await verifiedReset();
      const newPassword = "Changed@456";
      return { path: "/api/forgot-reset", json: { email, newPassword, confirmPassword: newPassword, resetToken } };
    },
  },
  // The reset mail's one-time link, checked without being used: the same for every caller.
  "POST /api/forgot-link": {
    expected: SAME_FOR_ALL(200),
    call: async () => {
      const { user } = await directUser();
      await postJson("/api/forgot-request", { email: user.email }, { headers: { "X-Forwarded-For": randomAddress() } });
      const text = (await mailTo(user.email)).at(-1)?.text ?? "";
      return { path: "/api/forgot-link", json: { token: /\/forgot\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "" } };
    },
  },
  // Everyone signed in changes their own image (the owner's is put back afterwards).
  "POST /api/upload-profile-image": {
    expected: ANY_MEMBER,
    call: async () => ({ path: "/api/upload-profile-image", form: form({}, { [PROFILE_IMAGE_FIELD]: TINY_PNG }) }),
  },
  // Members delete their own account, with their password again; the owner's cannot be deleted. Each member
  // deletes an account made for this cell, not A or B, whom the other rows need.
  "POST /api/delete-account": {
    expected: [401, 200, 200, 403],
    call: async ({ role, caller }) => {
      if (role === "member" || role === "other") {
        const throwaway = await person();
        return { path: "/api/delete-account", json: { password: throwaway.password }, cookie: throwaway.cookie };
      }
      return { path: "/api/delete-account", json: { password: caller?.password ?? TEST_PASSWORD } };
    },
  },
  // A cannot follow themselves (400); anyone else signed in may follow A.
  "POST /api/user/:username/follow": {
    expected: [401, 400, 200, 200],
    call: async ({ a }) => ({ path: `/api/user/${a.username}/follow`, json: { action: "follow" } }),
  },
  "POST /api/reviews": { expected: ANY_MEMBER, call: async () => ({ path: "/api/reviews", json: { rating: 5, text: "Matrix review" } }) },
  "PUT /api/reviews/approve/:id": { expected: OWNER_ONLY, call: async ({ a }) => ({ path: `/api/reviews/approve/${await pendingReview(a)}` }) },
  "DELETE /api/reviews/:id": { expected: OWNER_ONLY, call: async ({ a }) => ({ path: `/api/reviews/${await pendingReview(a)}` }) },
  "POST /api/reports": {
    expected: ANY_MEMBER,
    call: async () => ({ path: "/api/reports", json: { subject: "Matrix report", description: "Something is off." } }),
  },
  // The owner's fediverse desk (issue 23).
  // The owner's site export (issue 36): the owner's job is queued (202); nobody else's is (tests/api/exports.test.ts).
  "POST /api/exports": { expected: [401, 403, 403, 202], call: async () => ({ path: "/api/exports", json: { format: "wxr" } }) },
  "PUT /api/fediverse/blocked-domains": { expected: OWNER_ONLY, call: async () => ({ path: "/api/fediverse/blocked-domains", json: { domains: [] } }) },
  // The owner's say on quotes and the bridge to Bluesky (issue 37), saved as the defaults: nothing is sent.
  "PUT /api/fediverse/settings": {
    expected: OWNER_ONLY,
    call: async () => ({ path: "/api/fediverse/settings", json: { quotePolicy: "anyone", bridgeToBluesky: false } }),
  },
  "PUT /api/fediverse/replies/:id/approve": {
    expected: OWNER_ONLY,
    call: async () => ({ path: `/api/fediverse/replies/${await pendingFediverseReply()}/approve` }),
  },
  "DELETE /api/fediverse/replies/:id": { expected: OWNER_ONLY, call: async () => ({ path: `/api/fediverse/replies/${await pendingFediverseReply()}` }) },
  // Issue 31: the owner's private answer to a private mention.
  "POST /api/fediverse/replies/:id/answer": {
    expected: OWNER_ONLY,
    call: async () => ({ path: `/api/fediverse/replies/${await pendingFediverseReply("direct")}/answer`, json: { text: "A matrix answer" } }),
  },
  "PUT /api/reports/seen/:id": { expected: OWNER_ONLY, call: async ({ a }) => ({ path: `/api/reports/seen/${await pendingReport(a)}` }) },
  "DELETE /api/reports/:id": { expected: OWNER_ONLY, call: async ({ a }) => ({ path: `/api/reports/${await pendingReport(a)}` }) },
  "POST /api/home-comments": { expected: ANY_MEMBER, call: async () => ({ path: "/api/home-comments", json: { text: "Matrix comment" } }) },
  "DELETE /api/home-comments/:id": { expected: AUTHOR_OR_OWNER, call: async ({ a }) => ({ path: `/api/home-comments/${await homeComment(a)}` }) },
  "POST /api/home-comments/reply/:commentId": {
    expected: ANY_MEMBER,
    call: async ({ a }) => ({ path: `/api/home-comments/reply/${await homeComment(a)}`, json: { text: "Matrix reply" } }),
  },
  "DELETE /api/home-comments/reply/:commentId/:replyId": {
    expected: AUTHOR_OR_OWNER,
    call: async ({ a }) => {
      const commentId = await homeComment(a);
      return { path: `/api/home-comments/reply/${commentId}/${await homeReply(commentId, a)}` };
    },
  },
  "POST /api/contact": {
    expected: ANY_MEMBER,
    call: async ({ caller }) => ({
      path: "/api/contact",
      json: { name: "Matrix Sender", email: caller?.email ?? "guest@example.test", subject: "Matrix", message: "Hello from the matrix." },
    }),
  },
  "DELETE /api/contact/:id": { expected: OWNER_ONLY, call: async ({ a }) => ({ path: `/api/contact/${await contactMessage(a)}` }) },
  // The moderation inbox (issue 32): a message marked handled, and a member's commenting (set to on: it changes
  // nothing the other rows need).
  // The owner's imports (issue 36): an upload is kept and read by a task; a job with nothing in it cannot start.
  "POST /api/imports": {
    expected: [401, 403, 403, 202],
    call: async () => ({ path: "/api/imports", form: importForm(strToU8("---\ntitle: Matrix\n---\nA line."), "matrix.md") }),
  },
  "POST /api/imports/:id/start": {
    expected: [401, 403, 403, 400],
    call: async () => ({ path: `/api/imports/${await importJob()}/start`, json: { mapping: { posts: "blogs" } } }),
  },
  // Only a stalled import resumes: the owner is told this one is not.
  "POST /api/imports/:id/resume": {
    expected: [401, 403, 403, 409],
    call: async () => ({ path: `/api/imports/${await importJob()}/resume`, json: {} }),
  },
  "PUT /api/contact/:id/handled": {
    expected: OWNER_ONLY,
    call: async ({ a }) => ({ path: `/api/contact/${await contactMessage(a)}/handled`, json: { handled: true } }),
  },
  "PUT /api/moderation/commenting/:username": {
    expected: OWNER_ONLY,
    call: async ({ a }) => ({ path: `/api/moderation/commenting/${a.username}`, json: { disabled: false } }),
  },
  // Issue 34: each caller ends a session of its own, made for this cell (the one it calls with stays).
  "DELETE /api/sessions/:id": {
    expected: ANY_MEMBER,
    call: async ({ caller }) => {
      if (!caller) return { path: `/api/sessions/${digest("no session")}` };
      const spare = await sessionCookieFor(caller.email, caller.password);
      const listed = await callSite<{ sessions: { id: string; current: boolean }[] }>("/api/sessions", { cookie: spare });
      return { path: `/api/sessions/${listed.body.sessions.find((session) => session.current)?.id ?? ""}` };
    },
  },
  // Members end the other sessions of an account made for this cell, so A's and B's cookies stay. The owner's cell is
  // not called: it would end the owner sessions other test files hold at the same time. The handler asks only for a
  // signed-in caller, the owner's path is the members' (tests/api/session-list.test.ts proves what it ends).
  "POST /api/sessions/end-others": {
    expected: [401, 200, 200, null],
    call: async ({ role }) => {
      if (role === "guest") return { path: "/api/sessions/end-others" };
      const throwaway = await person();
      return { path: "/api/sessions/end-others", cookie: throwaway.cookie };
    },
  },
  "PUT /api/subscriptions": { expected: ANY_MEMBER, call: async () => ({ path: "/api/subscriptions", json: { posts: ["blogs"], replies: true } }) },
  // The token is the only authority (no cookie is read): every caller's POST with member A's valid link works.
  "POST /api/unsubscribe": { expected: SAME_FOR_ALL(200), call: async ({ a }) => ({ path: unsubscribeApiPath(a.uid, "posts:blogs", a.email) }) },
  "POST /unsubscribe": { expected: SAME_FOR_ALL(200), call: async ({ a }) => ({ path: unsubscribePagePath(unsubscribeTokenFor(a.uid, "replies", a.email)) }) },
  // Webmentions come from other sites (issue 37): no cookie is read, so every caller gets the same answer; a target
  // that is no public item page here is refused before anything is queued.
  "POST /webmention": { expected: SAME_FOR_ALL(400), call: async () => ({ path: "/webmention", json: { source: "https://example.com/a", target: "https://example.com/b" } }) },
  // Second factors (issue 34): the second step and a passkey alone need no session (their tokens are the
  // authority); each account manages only its own factors, and a passkey of member A is nobody else's.
  "POST /api/login/second-factor": {
    expected: SAME_FOR_ALL(401),
    call: async () => ({ path: "/api/login/second-factor", json: { pendingToken: "p".repeat(32), proof: { code: "123456" } } }),
  },
  "POST /api/login/passkey-options": { expected: SAME_FOR_ALL(200), call: async () => ({ path: "/api/login/passkey-options", json: {} }) },
  "POST /api/login/passkey": {
    expected: SAME_FOR_ALL(400),
    call: async () => ({ path: "/api/login/passkey", json: { challengeId: "c".repeat(32), credential: MADE_UP_CREDENTIAL } }),
  },
  "POST /api/security/totp": { expected: ANY_MEMBER, call: async () => ({ path: "/api/security/totp", json: {} }) },
  "POST /api/security/totp/confirm": { expected: [401, 400, 400, 400], call: async () => ({ path: "/api/security/totp/confirm", json: { code: "123456" } }) },
  "DELETE /api/security/totp": { expected: [401, 404, 404, 404], call: async () => ({ path: "/api/security/totp" }) },
  "POST /api/security/recovery-codes": { expected: [401, 400, 400, 400], call: async () => ({ path: "/api/security/recovery-codes", json: {} }) },
  "POST /api/security/passkeys/options": { expected: ANY_MEMBER, call: async () => ({ path: "/api/security/passkeys/options", json: {} }) },
  "POST /api/security/passkeys": {
    expected: [401, 400, 400, 400],
    call: async () => ({ path: "/api/security/passkeys", json: { name: "Key", challengeId: "c".repeat(32), credential: MADE_UP_CREDENTIAL } }),
  },
  "PUT /api/security/passkeys/:id": {
    expected: [401, 200, 404, 404],
    call: async ({ a }) => ({ path: `/api/security/passkeys/${await passkeyOf(a)}`, json: { name: "Renamed" } }),
  },
  "DELETE /api/security/passkeys/:id": { expected: [401, 200, 404, 404], call: async ({ a }) => ({ path: `/api/security/passkeys/${await passkeyOf(a)}` }) },
  "POST /api/security/step-up/options": { expected: ANY_MEMBER, call: async () => ({ path: "/api/security/step-up/options", json: {} }) },
  // Nobody here has a factor: there is nothing to prove again.
  "POST /api/security/step-up": { expected: [401, 400, 400, 400], call: async () => ({ path: "/api/security/step-up", json: { code: "123456" } }) },
  // Anyone's view is answered alike (the owner's is simply not counted: tests/api/stats.test.ts).
  "POST /api/views": { expected: SAME_FOR_ALL(204), call: async () => ({ path: "/api/views", json: { path: "/projects" } }) },
};

/**
 * Reads that answer what is public, the same to every caller: they take no session, and no session adds to them
 * (search: drafts and the trash stay out even for the owner, whose desk lists them).
 */
const PUBLIC_READS: Record<string, Row> = {
  "GET /api/search": { expected: SAME_FOR_ALL(200), call: async () => ({ path: "/api/search?q=project" }) },
};

/** Reads for the owner alone: a guest is asked to log in, a member is refused, and neither learns the figures. */
const OWNER_READS: Record<string, Row> = {
  "GET /api/fediverse/settings": { expected: OWNER_ONLY, call: async () => ({ path: "/api/fediverse/settings" }) },
  // Who is emailed and sent a new item (the publish confirmation, issue 31).
  "GET /api/publishing/audience": { expected: OWNER_ONLY, call: async () => ({ path: "/api/publishing/audience?kind=blogs" }) },
  // An item's revisions, and one of them (issue 35).
  "GET /api/blogs/:id/revisions": { expected: OWNER_ONLY, call: async () => ({ path: `/api/blogs/${(await item("blogs")).id}/revisions` }) },
  "GET /api/blogs/:id/revisions/:revisionId": {
    expected: OWNER_ONLY,
    call: async () => {
      const target = await item("blogs");
      return { path: `/api/blogs/${target.id}/revisions/${await keptRevision(target)}` };
    },
  },
  // The editor's autosaved text (issue 35).
  "GET /api/blogs/:target/autosave": { expected: OWNER_ONLY, call: async () => ({ path: `/api/blogs/${(await item("blogs")).id}/autosave` }) },
  // Every recent comment, across the kinds (the moderation inbox, issue 32).
  "GET /api/moderation/comments": { expected: OWNER_ONLY, call: async () => ({ path: "/api/moderation/comments?limit=5" }) },
  // The audit log (issue 34).
  "GET /api/audit": { expected: OWNER_ONLY, call: async () => ({ path: "/api/audit?area=security" }) },
  // The imports and one of them (issue 36).
  "GET /api/imports": { expected: OWNER_ONLY, call: async () => ({ path: "/api/imports" }) },
  "GET /api/imports/:id": { expected: OWNER_ONLY, call: async () => ({ path: `/api/imports/${await importJob()}` }) },
  // The site's exports and their files (issue 36); an unknown job's download is a 404 even to the owner, after the check.
  "GET /api/exports": { expected: OWNER_ONLY, call: async () => ({ path: "/api/exports" }) },
  "GET /api/exports/:id/download": { expected: [401, 403, 403, 404], call: async () => ({ path: "/api/exports/no-such-export/download" }) },
};

/** Reads of one's own account: a guest is asked to log in, every signed-in caller sees their own. */
const ACCOUNT_READS: Record<string, Row> = {
  // This account's sessions (issue 34).
  "GET /api/sessions": { expected: ANY_MEMBER, call: async () => ({ path: "/api/sessions" }) },
};

// The five kinds share one set of calls; each gets its rows.
for (const kind of ITEM_KIND_NAMES) {
  Object.assign(ROWS, {
    [`POST /api/${kind}`]: { expected: [401, 403, 403, 201], call: async () => ({ path: `/api/${kind}`, form: itemForm(kind, true) }) },
    [`PUT /api/${kind}/:id`]: {
      expected: OWNER_ONLY,
      call: async () => ({ path: `/api/${kind}/${(await item(kind)).id}`, form: itemForm(kind, false) }),
    },
    [`DELETE /api/${kind}/:id`]: { expected: OWNER_ONLY, call: async () => ({ path: `/api/${kind}/${(await item(kind)).id}` }) },
    [`POST /api/${kind}/:id/restore`]: {
      expected: OWNER_ONLY,
      call: async () => ({ path: `/api/${kind}/${(await item(kind, IN_TRASH)).id}/restore` }),
    },
    [`POST /api/${kind}/:id/preview`]: {
      expected: OWNER_ONLY,
      call: async () => ({ path: `/api/${kind}/${(await item(kind, DRAFT)).id}/preview` }),
    },
    [`DELETE /api/${kind}/:id/preview`]: {
      expected: OWNER_ONLY,
      call: async () => ({ path: `/api/${kind}/${(await item(kind, DRAFT)).id}/preview` }),
    },
    [`POST /api/${kind}/:id/revisions/:revisionId/restore`]: {
      expected: OWNER_ONLY,
      call: async () => {
        const target = await item(kind);
        return { path: `/api/${kind}/${target.id}/revisions/${await keptRevision(target)}/restore` };
      },
    },
    // The editor's autosave (issue 35): a fresh copy each call, so the owner's save starts from version 0.
    [`PUT /api/${kind}/:target/autosave`]: {
      expected: OWNER_ONLY,
      call: async () => {
        const target = await item(kind);
        await adminDb.doc(`autosaves/${kind}~${target.id}`).delete();
        return { path: `/api/${kind}/${target.id}/autosave`, json: { values: { title: "Matrix" }, baseVersion: 0, tab: "matrix-tab" } };
      },
    },
    [`DELETE /api/${kind}/:target/autosave`]: { expected: OWNER_ONLY, call: async () => ({ path: `/api/${kind}/${(await item(kind)).id}/autosave` }) },
    [`POST /api/${kind}/like/:id`]: { expected: ANY_MEMBER, call: async () => ({ path: `/api/${kind}/like/${(await item(kind)).id}` }) },
    [`POST /api/${kind}/comment/:id`]: {
      expected: ANY_MEMBER,
      call: async () => ({ path: `/api/${kind}/comment/${(await item(kind)).id}`, json: { text: "Matrix comment" } }),
    },
    [`DELETE /api/${kind}/comment/:id/:commentId`]: {
      expected: AUTHOR_OR_OWNER,
      call: async ({ a }) => {
        const target = await item(kind);
        return { path: `/api/${kind}/comment/${target.id}/${await itemComment(target.ref, a)}` };
      },
    },
  } satisfies Record<string, Row>);
  // One image for a long-form body, on the kinds that have one (issue 35).
  if (ITEM_KINDS[kind].shape === "writing") {
    ROWS[`POST /api/${kind}/:id/body-images`] = {
      expected: [401, 403, 403, 201],
      call: async () => ({ path: `/api/${kind}/${(await item(kind)).id}/body-images`, form: form({}, { image: TINY_PNG }) }),
    };
  }
}

const METHOD_OF = (key: string) => key.split(" ")[0] ?? "";

async function person(): Promise<Person> {
  const { user, cookie } = await directUser();
  const { uid } = await adminAuth.getUserByEmail(user.email);
  return { uid, username: user.username, email: user.email, password: TEST_PASSWORD, cookie };
}

let a: Person;
let b: Person;
let boss: Person;
let ownerImage: unknown;
const started = new Date();

// The owner is one account for every run: their community rate-limit windows are cleared first, so a run
// soon after another still has room (the limits themselves are tested in community.test.ts).
async function clearOwnerLimits(uid: string) {
  await Promise.all(
    [...["comments", "reviews", "reports", "contactMessages"].map((name) => `community-${name}`), "site-export"].map((name) =>
      adminDb.collection("rateLimits").doc(`${name}_${digest(uid)}`).delete(),
    ),
  );
}

beforeAll(async () => {
  [a, b] = [await person(), await person()];
  const { uid } = await adminAuth.getUserByEmail(owner.email);
  const profile = await adminDb.collection("users").doc(uid).get();
  boss = { uid, username: String(profile.get("username")), email: owner.email, password: owner.password, cookie: await sessionCookieFor(owner.email, owner.password) };
  ownerImage = profile.get("profileImage");
  await clearOwnerLimits(uid);
}, 60_000);

afterAll(async () => {
  await Promise.all(items.map(removeItem));
  // The body images the owner's cells uploaded, in the copies' own folders.
  for (const { id } of items) for (const kind of ["articles", "blogs"] as const) await removeStoredObjects(`media/${kind}/${id}/`);
  const fediverseReplies = await adminDb.collection("fediverseReplies").where("author.server", "==", "peer.example").get();
  await Promise.all(fediverseReplies.docs.map((doc) => doc.ref.delete()));
  for (const { kind, id } of createdItems) {
    await adminDb.recursiveDelete(adminDb.collection(ITEM_KINDS[kind].collection).doc(id));
    await removeStoredObjects(`media/${kind}/${id}/`);
  }
  if (boss) {
    await adminDb.collection("users").doc(boss.uid).update({ profileImage: ownerImage });
    await postJson(`/api/user/${a.username}/follow`, { action: "unfollow" }, { cookie: boss.cookie });
    await removeCommunityRecords([a.uid, b.uid, boss.uid], started);
    await clearOwnerLimits(boss.uid);
  }
}, 60_000);

async function send(key: string, call: Call, callerCookie: string | undefined) {
  const cookie = call.cookie === undefined ? callerCookie : (call.cookie ?? undefined);
  const headers: Record<string, string> = { "X-Forwarded-For": randomAddress() };
  let body: BodyInit | undefined;
  if (call.form) body = call.form;
  else if (call.json !== undefined || !["DELETE", "GET"].includes(METHOD_OF(key))) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(call.json ?? {});
  }
  return callSite(call.path, { method: METHOD_OF(key), headers, body, cookie });
}

describe("the authorization matrix", () => {
  it("names every state-changing route of the router", () => {
    const routed = mutationKeys().sort();
    expect(Object.keys(ROWS).sort()).toEqual(routed);
  });

  it("answers each caller of each mutation with the status the table gives", async () => {
    const started = Date.now();
    const wrong: string[] = [];
    let cells = 0;
    for (const [key, row] of Object.entries(ROWS)) {
      for (const [index, role] of ROLES.entries()) {
        if (row.expected[index] === null) continue;
        const caller = { guest: null, member: a, other: b, owner: boss }[role];
        const call = await row.call({ role, caller, a });
        const answer = await send(key, call, caller?.cookie);
        cells += 1;
        const body = answer.body as { _id?: string } | undefined;
        if (answer.status === 201 && key.startsWith("POST /api/") && typeof body?._id === "string") {
          const kind = ITEM_KIND_NAMES.find((each) => key === `POST /api/${each}`);
          if (kind) createdItems.push({ kind, id: body._id });
        }
        if (answer.status !== row.expected[index]) {
          wrong.push(`${key} as ${role}: ${answer.status}, expected ${row.expected[index]} (${JSON.stringify(answer.body).slice(0, 200)})`);
        }
      }
    }
    const rows = Object.keys(ROWS).length;
    console.log(`Authorization matrix: ${rows} routes x ${ROLES.length} callers = ${cells} calls in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(wrong).toEqual([]);
  }, 240_000);

  it("answers each owner read to the owner alone", async () => {
    const wrong: string[] = [];
    for (const [key, row] of Object.entries(OWNER_READS)) {
      for (const [index, role] of ROLES.entries()) {
        const caller = { guest: null, member: a, other: b, owner: boss }[role];
        const answer = await send(key, await row.call({ role, caller, a }), caller?.cookie);
        if (answer.status !== row.expected[index]) wrong.push(`${key} as ${role}: ${answer.status}, expected ${row.expected[index]}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers each signed-in caller's own account reads, and asks a guest to log in", async () => {
    const wrong: string[] = [];
    for (const [key, row] of Object.entries(ACCOUNT_READS)) {
      for (const [index, role] of ROLES.entries()) {
        const caller = { guest: null, member: a, other: b, owner: boss }[role];
        const answer = await send(key, await row.call({ role, caller, a }), caller?.cookie);
        if (answer.status !== row.expected[index]) wrong.push(`${key} as ${role}: ${answer.status}, expected ${row.expected[index]}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers each caller of each public read alike", async () => {
    const wrong: string[] = [];
    for (const [key, row] of Object.entries(PUBLIC_READS)) {
      for (const [index, role] of ROLES.entries()) {
        const caller = { guest: null, member: a, other: b, owner: boss }[role];
        const answer = await send(key, await row.call({ role, caller, a }), caller?.cookie);
        if (answer.status !== row.expected[index]) wrong.push(`${key} as ${role}: ${answer.status}, expected ${row.expected[index]}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
