// The owner's editor's autosave (issue 35, docs/long-form.md "Autosave") against the real stack, through Hosting:
// the text is kept on the server for another device, two tabs never overwrite each other silently (409), bad input
// changes nothing, nobody but the owner reaches it, and saving the item clears it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTOSAVE_CONFLICT_MESSAGE, AUTOSAVE_LIMITS, AUTOSAVE_TOO_LONG_MESSAGE, autosaveAnswerSchema, type AutosaveAnswer } from "@contract/autosave";
import { apiPaths } from "@contract/routes";
import { postBlog } from "../support/items";
import { adminDb, callSite, member, owner, sessionCookieFor } from "../support/stack";

let ownerCookie = "";
let memberCookie = "";
const made: string[] = [];

function putAutosave(target: string, json: unknown, cookie = ownerCookie) {
  return callSite<AutosaveAnswer & { message?: string }>(apiPaths.itemAutosave("blogs", target), {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(json),
    cookie,
  });
}

const readAutosave = async (target: string) => {
  const answer = await callSite<AutosaveAnswer>(apiPaths.itemAutosave("blogs", target), { cookie: ownerCookie });
  expect(answer.status).toBe(200);
  return autosaveAnswerSchema.parse(answer.body).autosave;
};

async function newBlog(): Promise<string> {
  const answer = await postBlog({ title: "Autosaved", category: "Technology", firstParagraph: "As first saved." }, ownerCookie);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  made.push(answer.body._id);
  return answer.body._id;
}

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  memberCookie = await sessionCookieFor(member.email, member.password);
}, 60_000);

afterAll(async () => {
  await Promise.all(made.map((id) => adminDb.recursiveDelete(adminDb.collection("blogs").doc(id))));
  await Promise.all(made.map((id) => adminDb.doc(`autosaves/blogs~${id}`).delete()));
});

describe("the editor's autosave", () => {
  it("keeps the text for another device, version by version", async () => {
    const id = await newBlog();
    expect(await readAutosave(id)).toBeNull();
    const first = await putAutosave(id, { values: { title: "Draft one", body: "## A heading" }, baseVersion: 0, tab: "tab-aaaaaaaa" });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.autosave).toMatchObject({ version: 1, tab: "tab-aaaaaaaa", values: { title: "Draft one" } });
    const second = await putAutosave(id, { values: { title: "Draft two", body: "## A heading" }, baseVersion: 1, tab: "tab-aaaaaaaa" });
    expect(second.body.autosave?.version).toBe(2);
    // What another device opening the editor reads.
    const kept = await readAutosave(id);
    expect(kept).toMatchObject({ version: 2, values: { title: "Draft two", body: "## A heading" } });
    expect(Date.parse(kept!.savedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses to overwrite what another tab saved since, and keeps that tab's text", async () => {
    const id = await newBlog();
    await putAutosave(id, { values: { title: "From tab A" }, baseVersion: 0, tab: "tab-aaaaaaaa" });
    // Tab B opened before A's save: it still thinks there is nothing.
    const refused = await putAutosave(id, { values: { title: "From tab B" }, baseVersion: 0, tab: "tab-bbbbbbbb" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(AUTOSAVE_CONFLICT_MESSAGE);
    expect((await readAutosave(id))?.values.title).toBe("From tab A");
    // Once B has seen A's copy (version 1) and chooses to keep its own, it may.
    const kept = await putAutosave(id, { values: { title: "From tab B" }, baseVersion: 1, tab: "tab-bbbbbbbb" });
    expect(kept.status).toBe(200);
    // And now A is the one told.
    expect((await putAutosave(id, { values: { title: "A again" }, baseVersion: 1, tab: "tab-aaaaaaaa" })).status).toBe(409);
  });

  it("refuses bad input with a 400 and keeps what was there", async () => {
    const id = await newBlog();
    await putAutosave(id, { values: { title: "Good" }, baseVersion: 0, tab: "tab-aaaaaaaa" });
    const tooLong = await putAutosave(id, {
      values: { body: "x".repeat(AUTOSAVE_LIMITS.fieldChars), secondParagraph: "y".repeat(AUTOSAVE_LIMITS.totalChars - AUTOSAVE_LIMITS.fieldChars + 1) },
      baseVersion: 1,
      tab: "tab-aaaaaaaa",
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(AUTOSAVE_TOO_LONG_MESSAGE);
    for (const bad of [
      { values: { title: 5 }, baseVersion: 1, tab: "tab-aaaaaaaa" },
      { values: { "no-dashes": "x" }, baseVersion: 1, tab: "tab-aaaaaaaa" },
      { values: { title: "x" }, baseVersion: -1, tab: "tab-aaaaaaaa" },
      { values: { title: "x" }, baseVersion: 1, tab: "<script>" },
    ]) {
      const answer = await putAutosave(id, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.message).toBeTruthy();
    }
    expect(await readAutosave(id)).toMatchObject({ version: 1, values: { title: "Good" } });
  });

  it("is the owner's alone", async () => {
    const id = await newBlog();
    await putAutosave(id, { values: { title: "Secret draft" }, baseVersion: 0, tab: "tab-aaaaaaaa" });
    expect((await callSite(apiPaths.itemAutosave("blogs", id))).status).toBe(401);
    expect((await callSite(apiPaths.itemAutosave("blogs", id), { cookie: memberCookie })).status).toBe(403);
    expect((await putAutosave(id, { values: { title: "Member's" }, baseVersion: 1, tab: "tab-mmmmmmmm" }, memberCookie)).status).toBe(403);
    expect((await callSite(apiPaths.itemAutosave("blogs", id), { method: "DELETE", cookie: memberCookie })).status).toBe(403);
    expect((await readAutosave(id))?.values.title).toBe("Secret draft");
  });

  it("is cleared when the item is saved, and when the owner discards it", async () => {
    const id = await newBlog();
    await putAutosave(id, { values: { title: "Typed, then saved" }, baseVersion: 0, tab: "tab-aaaaaaaa" });
    const edit = new FormData();
    for (const [name, value] of Object.entries({ title: "Typed, then saved", category: "Technology", firstParagraph: "As saved." })) edit.append(name, value);
    const saved = await callSite(apiPaths.item("blogs", id), { method: "PUT", body: edit, cookie: ownerCookie });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await readAutosave(id)).toBeNull();

    await putAutosave(id, { values: { title: "Typed, then discarded" }, baseVersion: 0, tab: "tab-aaaaaaaa" });
    await putAutosave(id, { values: { title: "Typed again in another tab" }, baseVersion: 1, tab: "tab-bbbbbbbb" });
    // A tab that knows only version 1 cannot forget version 2, which another tab saved.
    const stale = await callSite<{ message: string }>(apiPaths.itemAutosave("blogs", id, 1), { method: "DELETE", cookie: ownerCookie });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(AUTOSAVE_CONFLICT_MESSAGE);
    expect((await readAutosave(id))?.version).toBe(2);
    const discarded = await callSite(apiPaths.itemAutosave("blogs", id, 2), { method: "DELETE", cookie: ownerCookie });
    expect(discarded.status).toBe(200);
    expect(await readAutosave(id)).toBeNull();
    expect((await callSite(`${apiPaths.itemAutosave("blogs", id)}?version=first`, { method: "DELETE", cookie: ownerCookie })).status).toBe(400);
  });

  it("keeps a new item's text under 'new' until that item is created", async () => {
    await adminDb.doc("autosaves/blogs~new").delete();
    await putAutosave("new", { values: { title: "Not yet created" }, baseVersion: 0, tab: "tab-aaaaaaaa" });
    expect((await readAutosave("new"))?.values.title).toBe("Not yet created");
    await newBlog();
    expect(await readAutosave("new")).toBeNull();
  });
});
