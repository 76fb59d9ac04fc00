// The owner's second factor (issue 34): once the owner has one, the owner's controls need a session that proved it,
// and deleting an item for good needs it proved in the last 10 minutes. Alone, after every other project: while the
// owner has a factor, every other test's owner session is refused.
import { afterAll, describe, expect, it } from "vitest";
import { SECURITY_MESSAGES } from "@contract/security";
import { freshItem } from "../support/items";
import { codeOf, enrolTotp, login, secondStep } from "../support/second-factors";
import { adminAuth, adminDb, callSite, owner, sessionCookieFor, sessionCookieOf } from "../support/stack";

let ownerUid = "";
afterAll(async () => {
  // The demo owner starts without factors for every other test, and for the next run on this stack.
  if (ownerUid) await adminDb.collection("secondFactors").doc(ownerUid).delete();
});

/** Makes a session's last proof of a factor as old as `minutes`. */
const proofAged = (cookie: string, minutes: number) =>
  adminDb.collection("sessions").doc(cookie.replace(/^__session=/, "").split(".")[0]!).update({ factorProvedAt: new Date(Date.now() - minutes * 60_000) });

describe("the owner's second factor", () => {
  it("makes the owner's controls need a session that passed it, and deleting for good a fresh proof", async () => {
    ownerUid = (await adminAuth.getUserByEmail(owner.email)).uid;
    const before = await sessionCookieFor(owner.email, owner.password);
    const enrolling = await sessionCookieFor(owner.email, owner.password);
    const { secret, step } = await enrolTotp(enrolling);
    // Enrolling proved the factor on that session; a session from before did not.
    expect((await callSite("/api/moderation/comments?limit=5", { cookie: enrolling })).status).toBe(200);
    const refused = await callSite<{ message: string }>("/api/moderation/comments?limit=5", { cookie: before });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SECURITY_MESSAGES.ownerNeedsFactor);

    const pending = await login(owner.email, owner.password);
    expect(sessionCookieOf(pending.headers)).toBeNull();
    const done = await secondStep(pending.body.secondFactor!.pendingToken, { code: codeOf(secret, step + 1) });
    const session = sessionCookieOf(done.headers)!;
    expect((await callSite("/api/moderation/comments?limit=5", { cookie: session })).status).toBe(200);

    // The trash takes an item on a proof of any age; taking it out of the trash for good asks for a fresh one.
    const item = await freshItem("articles");
    await proofAged(session, 11);
    expect((await callSite(`/api/articles/${item.id}`, { method: "DELETE", cookie: session })).status).toBe(200);
    const stale = await callSite<{ message: string }>(`/api/articles/${item.id}`, { method: "DELETE", cookie: session });
    expect(stale.status).toBe(403);
    expect(stale.body.message).toBe(SECURITY_MESSAGES.freshProofNeeded);
    expect((await item.ref.get()).get("status")).toBe("trashed");
    await proofAged(session, 1);
    expect((await callSite(`/api/articles/${item.id}`, { method: "DELETE", cookie: session })).status).toBe(200);
    expect((await item.ref.get()).exists).toBe(false);

    expect((await callSite("/api/security/totp", { method: "DELETE", cookie: session })).status).toBe(200);
    expect((await callSite("/api/moderation/comments?limit=5", { cookie: before })).status).toBe(200);
  });
});
