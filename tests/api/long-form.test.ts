// Long-form bodies and revisions (issue 35) against the real stack, through Hosting: a body is rendered once at save
// (sanitized, headings anchored, code coloured in both themes), read back as HTML by everyone and as Markdown by the
// owner alone; a body too long is a 400 that changes nothing; search, feeds and the fediverse object carry the body;
// every save keeps a revision the owner lists, reads and restores.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BODY_TOO_LARGE_RENDERED_MESSAGE,
  BODY_TOO_LONG_MESSAGE,
  LONG_FORM_LIMITS,
  revisionListSchema,
  revisionSchema,
  type Revision,
  type RevisionList,
} from "@contract/long-form";
import { writingSchema, type Writing } from "@contract/posts";
import { apiPaths } from "@contract/routes";
import { searchApiPath, type SearchAnswer } from "@contract/search";
import { blogForm, postBlog } from "../support/items";
import { adminDb, callSite, member, owner, postJson, sessionCookieFor } from "../support/stack";

let ownerCookie = "";
let memberCookie = "";
const made: string[] = [];
// A word no seeded item has, fresh for each run: a search for it finds this file's body alone.
const word = `zyqx${randomBytes(4).toString("hex")}`;

const BODY = [
  "# Caching at the edge",
  "",
  `Why the ${word} layer matters, with **bold** and a [link](https://example.com).`,
  "",
  "## The code",
  "",
  "```ts",
  "const ttl: number = 30;",
  "```",
  "",
  "```python",
  "def warm():",
  "    return True",
  "```",
  "",
  "## The figures",
  "",
  "| Layer | Hit rate |",
  "| ----- | -------- |",
  "| CDN   | 92%      |",
  "",
  "- first",
  "- second",
  "",
  "<script>window.__xss=1</script> [bad](javascript:alert(1))",
].join("\n");

const baseFields = (title: string) => ({ title, category: "Technology", firstParagraph: "The lede stays the card's preview." });

async function createBlog(fields: Record<string, string>) {
  const answer = await postBlog(fields, ownerCookie);
  if (answer.status === 201) made.push(answer.body._id);
  return answer;
}

const editBlog = (id: string, fields: Record<string, string>) =>
  callSite<Writing>(apiPaths.item("blogs", id), { method: "PUT", body: blogForm(fields, false), cookie: ownerCookie });

const revisionsOf = async (id: string) => {
  const answer = await callSite<RevisionList>(apiPaths.itemRevisions("blogs", id), { cookie: ownerCookie });
  expect(answer.status).toBe(200);
  return revisionListSchema.parse(answer.body).revisions;
};

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  memberCookie = await sessionCookieFor(member.email, member.password);
}, 60_000);

afterAll(async () => {
  await Promise.all(made.map((id) => adminDb.recursiveDelete(adminDb.collection("blogs").doc(id))));
});

describe("a long-form body", () => {
  let id = "";

  beforeAll(async () => {
    const answer = await createBlog({ ...baseFields(`Long form ${word}`), body: BODY });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    id = answer.body._id;
  }, 60_000);

  it("is rendered at save: anchored headings, a table, a list and code coloured in both themes", async () => {
    const answer = await callSite<Writing>(apiPaths.item("blogs", id));
    expect(answer.status).toBe(200);
    const writing = writingSchema.parse(answer.body);
    const html = writing.bodyHtml ?? "";
    expect(html).toContain('<h2 id="caching-at-the-edge">Caching at the edge<a class="heading-anchor"');
    expect(html).toContain('<nav class="long-form-toc" aria-label="Contents">');
    expect(html).toContain("<table>");
    expect(html).toContain("<li>first</li>");
    expect(html).toMatch(/<pre class="shiki shiki-themes github-light github-dark"[^>]*data-language="ts"/);
    expect(html).toMatch(/<pre class="shiki[^>]*data-language="python"/);
    expect(html).toContain("--shiki-dark:");
    // The sanitizer's allow-list: no script, no javascript: link.
    expect(html).not.toMatch(/<script|javascript:/i);
    expect(writing.readingMinutes).toBe(1);
    // SPEC's fields stay as they were sent.
    expect(writing.firstParagraph).toBe("The lede stays the card's preview.");
  });

  it("is Markdown for the owner's editor and HTML alone for everyone else", async () => {
    const guest = await callSite<Record<string, unknown>>(apiPaths.item("blogs", id));
    expect(guest.body).not.toHaveProperty("body");
    const asMember = await callSite<Record<string, unknown>>(apiPaths.item("blogs", id), { cookie: memberCookie });
    expect(asMember.body).not.toHaveProperty("body");
    const asOwner = await callSite<Writing>(apiPaths.item("blogs", id), { cookie: ownerCookie });
    expect(asOwner.body.body).toBe(BODY);
  });

  it("is found by site search by a word only its body has", async () => {
    const answer = await callSite<SearchAnswer>(searchApiPath({ q: word }));
    expect(answer.status).toBe(200);
    const ids = answer.body.groups.flatMap((group) => group.hits.map((hit) => hit.id));
    expect(ids).toContain(id);
  });

  it("goes whole into the feeds, its section links made absolute", async () => {
    const rss = await callSite<string>("/rss/blogs.xml");
    expect(rss.status).toBe(200);
    const entry = rss.body.slice(rss.body.indexOf(`Long form ${word}`));
    expect(entry).toContain(word);
    expect(entry).toMatch(/href="http[^"]*\/blogs\/[^"#]+#caching-at-the-edge"/);
    expect(entry).toContain("shiki");
  });

  it("keeps the body when an edit leaves it out, and removes it when an edit sends it empty", async () => {
    const kept = await editBlog(id, { ...baseFields(`Long form ${word}`), firstParagraph: "A new lede." });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.bodyHtml).toContain("caching-at-the-edge");
    const removed = await editBlog(id, { ...baseFields(`Long form ${word}`), body: "" });
    expect(removed.status).toBe(200);
    expect(removed.body.bodyHtml).toBe("");
    expect(removed.body).not.toHaveProperty("readingMinutes");
    const stored = (await adminDb.collection("blogs").doc(id).get()).data() ?? {};
    expect(Object.keys(stored).filter((key) => key.startsWith("body"))).toEqual([]);
  });
});

describe("a body too long", () => {
  it("is a 400 with the limit's message on create, and no item is made", async () => {
    const title = `Too long ${word}`;
    const answer = await createBlog({ ...baseFields(title), body: "x".repeat(LONG_FORM_LIMITS.bodyChars + 1) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: BODY_TOO_LONG_MESSAGE, errors: { body: BODY_TOO_LONG_MESSAGE } });
    expect((await adminDb.collection("blogs").where("title", "==", title).get()).size).toBe(0);
  });

  it("is a 400 on edit when its render would not fit the document, and the item and its history stay as they were", async () => {
    const created = await createBlog({ ...baseFields(`Heavy ${word}`), body: "Short." });
    const id = created.body._id;
    const before = (await adminDb.collection("blogs").doc(id).get()).data();
    // Within the character limit, but every token of this code is a coloured span of its own.
    const code = Array.from({ length: 7000 }, (_, index) => `a${index}(b, c);`).join("\n");
    const heavy = ["```ts", code.slice(0, LONG_FORM_LIMITS.bodyChars - 20), "```"].join("\n");
    const answer = await editBlog(id, { ...baseFields(`Heavy ${word}`), body: heavy });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: BODY_TOO_LARGE_RENDERED_MESSAGE });
    expect((await adminDb.collection("blogs").doc(id).get()).data()).toEqual(before);
    expect(await revisionsOf(id)).toHaveLength(1);
  }, 60_000);
});

describe("the editor's preview", () => {
  it("answers the owner the HTML the page would show, and refuses everyone else", async () => {
    const asOwner = await postJson<{ html: string }>(apiPaths.bodyPreview, { body: "## Hi\n\n```ts\nlet a = 1;\n```" }, { cookie: ownerCookie });
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.html).toContain('<h3 id="hi">');
    expect(asOwner.body.html).toContain("--shiki-light:");
    expect((await postJson(apiPaths.bodyPreview, { body: "x" }, { cookie: memberCookie })).status).toBe(403);
    expect((await postJson(apiPaths.bodyPreview, { body: "x" })).status).toBe(401);
    const tooLong = await postJson(apiPaths.bodyPreview, { body: "x".repeat(LONG_FORM_LIMITS.bodyChars + 1) }, { cookie: ownerCookie });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ message: BODY_TOO_LONG_MESSAGE });
  });
});

describe("revisions", () => {
  it("keeps every save, lists them newest first, answers one whole, and restores one as a new revision", async () => {
    const created = await createBlog({ ...baseFields(`History ${word}`), body: "First body." });
    const id = created.body._id;
    expect((await editBlog(id, { ...baseFields(`History ${word}`), body: "Second body." })).status).toBe(200);
    expect((await editBlog(id, { ...baseFields(`History ${word} renamed`), body: "Second body." })).status).toBe(200);

    const revisions = await revisionsOf(id);
    expect(revisions.map((revision) => revision.changed)).toEqual([["title"], ["body"], ["title", "firstParagraph", "category", "body"]]);
    expect(revisions.every((revision) => revision.by === owner.username && revision.restoredFrom === null)).toBe(true);
    const oldest = revisions[2]!;

    const one = await callSite<Revision>(apiPaths.itemRevision("blogs", id, oldest._id), { cookie: ownerCookie });
    expect(one.status).toBe(200);
    expect(revisionSchema.parse(one.body).fields).toMatchObject({ title: `History ${word}`, body: "First body." });

    const restored = await callSite<Writing>(apiPaths.itemRevisionRestore("blogs", id, oldest._id), { method: "POST", cookie: ownerCookie });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ title: `History ${word}`, body: "First body." });
    expect(restored.body.bodyHtml).toBe("<p>First body.</p>");

    const after = await revisionsOf(id);
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ restoredFrom: oldest._id, changed: ["title", "body"] });
  }, 60_000);

  it("answers 404 for a revision that does not exist, and lets no one but the owner read them", async () => {
    const created = await createBlog({ ...baseFields(`Private history ${word}`) });
    const id = created.body._id;
    const missing = await callSite(apiPaths.itemRevision("blogs", id, "doesNotExist123"), { cookie: ownerCookie });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, message: "That revision does not exist." });
    expect((await callSite(apiPaths.itemRevisions("blogs", id), { cookie: memberCookie })).status).toBe(403);
    expect((await callSite(apiPaths.itemRevisions("blogs", id))).status).toBe(401);
  });
});
