// Lists that stay fast at 10,000 items (issue 10): GET /api/{kind} answers one page of small cards, newest first,
// with the next page's cursor in X-Next-Cursor, a search over the whole collection and a category filter.
//
// Fixtures are written directly with firebase-admin and dated in 2001, so they sit behind every real item and never
// reach the first page another test (or a person) looks at. Every fixture carries this run's marker word.
import { randomUUID } from "node:crypto";
import { Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ITEM_KIND_NAMES, ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { CARD_TEXT_LENGTH, LIST_PAGE } from "@contract/limits";
import { apiPaths, NEXT_CURSOR_HEADER } from "@contract/routes";
import { searchTextsOf, searchWordsOf } from "@contract/search-words";
import { TINY_PNG } from "../support/images";
import { listAll, listPage } from "../support/items";
import { adminDb, callSite, owner, sessionCookieFor } from "../support/stack";

/** A word found nowhere else: letters and digits only, so the search sees one word. */
const uniqueWord = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, "").slice(0, 10)}`;

const MARKER = uniqueWord("lp");
const TITLE_WORD = uniqueWord("Title");
const BODY_WORD = uniqueWord("Body");
const DEEP_WORD = uniqueWord("deep");

/** The text a card shows beside its title, and whose words the search finds (besides the title's). */
const CARD_TEXT_FIELD: Record<ItemKind, string> = {
  projects: "shortDescription",
  articles: "firstParagraph",
  blogs: "firstParagraph",
  "random-post": "desc",
  islamic: "desc",
};

// A paragraph far longer than a card shows (the 20,000-character limit), with one word only at its very end.
const FILLER = "the quick brown fox jumps over a lazy dog while seven wizards quietly box ".repeat(260);
const LONG_TEXT = `${FILLER}${DEEP_WORD}`;

const at = (seconds: number) => new Timestamp(978_307_200 + seconds, 0); // 2001-01-01 plus `seconds`

const written: DocumentReference[] = [];

interface Fixture {
  id: string;
  createdAt: Timestamp;
  category?: string;
}

/** Writes items as the publishing service stores them (search words included), in one batch. */
async function writeItems(kind: ItemKind, items: { data: Record<string, unknown>; createdAt: Timestamp }[]): Promise<Fixture[]> {
  const collection = adminDb.collection(ITEM_KINDS[kind].collection);
  const batch = adminDb.batch();
  const fixtures = items.map(({ data, createdAt }) => {
    const ref = collection.doc();
    written.push(ref);
    const document = { likeCount: 0, commentCount: 0, variants: {}, ...data, status: "published", publishAt: createdAt, createdAt, updatedAt: createdAt };
    batch.set(ref, { ...document, searchWords: searchWordsOf(searchTextsOf(document, ITEM_KINDS[kind].searchFields)) });
    return { id: ref.id, createdAt, category: typeof data.category === "string" ? data.category : undefined };
  });
  await batch.commit();
  return fixtures;
}

/** Newest first, and by id (descending) among items of the same instant: the order every page follows. */
const newestFirst = (a: Fixture, b: Fixture) => b.createdAt.toMillis() - a.createdAt.toMillis() || (a.id < b.id ? 1 : -1);

// 25 blogs: ten written in the same instant (so ties straddle page boundaries), fifteen a second apart, in two categories.
// `blogsByIndex` in the order written, and `blogs` newest first as the list answers them.
let blogsByIndex: Fixture[] = [];
let blogs: Fixture[] = [];
const idOfBlog = (index: number) => blogsByIndex[index]!.id;
const FOOD = "Food & Cooking";
const TECH = "Technology";

beforeAll(async () => {
  blogsByIndex = await writeItems(
    "blogs",
    Array.from({ length: 25 }, (_, index) => ({
      createdAt: index < 10 ? at(500) : at(index),
      data: {
        title: `${MARKER} blog ${index}${index === 3 ? ` ${TITLE_WORD}` : ""}`,
        category: index % 3 === 0 ? FOOD : TECH,
        firstParagraph: index === 7 ? `Opens with ${BODY_WORD} and goes on.` : `Paragraph of blog ${index}.`,
        secondParagraph: "Only the page shows this.",
        lastParagraph: "Nor this.",
        mainImg: "",
        img: "",
        secondImg: "",
        vid: "",
      },
    })),
  );
  blogs = [...blogsByIndex].sort(newestFirst);
});

afterAll(async () => {
  const batch = adminDb.batch();
  for (const ref of written) batch.delete(ref);
  await batch.commit();
});

const ids = (cards: { _id: string }[]) => cards.map((card) => card._id);

describe("GET /api/{kind} pages", () => {
  it(`answers ${LIST_PAGE.defaultSize} cards by default, and at most the limit asked for`, async () => {
    const first = await listPage("blogs", { q: MARKER });
    expect(first.status).toBe(200);
    expect(ids(first.cards)).toEqual(blogs.slice(0, LIST_PAGE.defaultSize).map((blog) => blog.id));
    expect(first.nextCursor).toEqual(expect.any(String));
    const five = await listPage("blogs", { q: MARKER, limit: 5 });
    expect(ids(five.cards)).toEqual(blogs.slice(0, 5).map((blog) => blog.id));
  });

  it("pages through every item exactly once, newest first, also items written in the same instant", async () => {
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await listPage("blogs", { q: MARKER, limit: 3, after });
      expect(page.status).toBe(200);
      expect(page.cards.length).toBeLessThanOrEqual(3);
      seen.push(...ids(page.cards));
      after = page.nextCursor ?? undefined;
      pages += 1;
    } while (after && pages < 20);
    expect(seen).toEqual(blogs.map((blog) => blog.id));
    expect(pages).toBe(Math.ceil(blogs.length / 3));
  });

  it("pages through the whole collection without a search, the fixtures in order at its end", async () => {
    const all = await listAll<{ _id: string; createdAt: string }>("blogs");
    expect(new Set(ids(all)).size).toBe(all.length);
    const dates = all.map((card) => card.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const fixtureIds = new Set(blogs.map((blog) => blog.id));
    expect(ids(all).filter((id) => fixtureIds.has(id))).toEqual(blogs.map((blog) => blog.id));
  });

  it("answers the last page without a cursor", async () => {
    const last = await listPage("blogs", { q: MARKER, limit: 50 });
    expect(last.cards).toHaveLength(blogs.length);
    expect(last.nextCursor).toBeNull();
  });
});

describe("GET /api/{kind}?q= searches the whole collection", () => {
  it("finds an item by a word of its title, in any case", async () => {
    for (const q of [TITLE_WORD, TITLE_WORD.toUpperCase(), TITLE_WORD.toLowerCase()]) {
      expect(ids((await listPage("blogs", { q })).cards), q).toEqual([idOfBlog(3)]);
    }
  });

  it("finds an item by a word of its first paragraph, in any case, and by the start of a word", async () => {
    for (const q of [BODY_WORD.toUpperCase(), BODY_WORD.toLowerCase(), BODY_WORD.slice(0, 8)]) {
      expect(ids((await listPage("blogs", { q })).cards), q).toEqual([idOfBlog(7)]);
    }
  });

  it("needs every word of the search, in any order", async () => {
    expect(ids((await listPage("blogs", { q: `${TITLE_WORD} ${MARKER}` })).cards)).toEqual([idOfBlog(3)]);
    expect(ids((await listPage("blogs", { q: `blog ${MARKER.toUpperCase()} 3` })).cards)).toEqual([idOfBlog(3)]);
    expect((await listPage("blogs", { q: `${TITLE_WORD} ${BODY_WORD}` })).cards).toEqual([]);
  });

  it("finds nothing for a word no item has, or for a search without words", async () => {
    for (const q of [uniqueWord("none"), "?!"]) {
      const page = await listPage("blogs", { q });
      expect(page.status, q).toBe(200);
      expect(page.cards, q).toEqual([]);
      expect(page.nextCursor, q).toBeNull();
    }
  });
});

describe("GET /api/{kind}?category=", () => {
  it("answers only the items of that category, newest first, across pages", async () => {
    const food = blogs.filter((blog) => blog.category === FOOD).map((blog) => blog.id);
    const first = await listPage("blogs", { q: MARKER, category: FOOD, limit: 4 });
    const rest = await listPage("blogs", { q: MARKER, category: FOOD, limit: 50, after: first.nextCursor ?? undefined });
    expect([...ids(first.cards), ...ids(rest.cards)]).toEqual(food);
  });

  it("filters the plain list too", async () => {
    const page = await listPage<{ category: string }>("blogs", { category: TECH, limit: 50 });
    expect(page.cards.length).toBeGreaterThan(0);
    for (const card of page.cards) expect(card.category).toBe(TECH);
  });
});

describe("GET /api/{kind} refuses bad input with a 400, never a 5xx", () => {
  const LIMIT = "Limit is a whole number from 1 to 50.";
  const CURSOR = "That cursor is not valid.";
  const forged = (content: unknown) => Buffer.from(JSON.stringify(content)).toString("base64url");
  const cases: [string, string, string][] = [
    ["projects", "limit=0", LIMIT],
    ["projects", "limit=51", LIMIT],
    ["articles", "limit=abc", LIMIT],
    ["blogs", "limit=1.5", LIMIT],
    ["blogs", "limit=-3", LIMIT],
    ["projects", "after=not%20a%20cursor", CURSOR],
    ["projects", "after=bm90IGpzb24", CURSOR],
    ["islamic", `after=${forged([1, 2, "a/b"])}`, CURSOR],
    ["articles", `after=${forged({ seconds: 1 })}`, CURSOR],
    ["projects", "category=Cooking", "Choose one of the project categories."],
    ["blogs", "category=Python", "Choose one of the listed categories."],
    ["random-post", "category=Technology", "This list has no categories."],
    ["islamic", `q=${"x".repeat(201)}`, "Search text is limited to 200 characters."],
  ];

  it.each(cases)("GET /api/%s?%s", async (kind, query, message) => {
    const answer = await callSite(`/api/${kind}?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message });
    expect(answer.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });
});

describe("cards stay small", () => {
  const long: Partial<Record<ItemKind, Fixture>> = {};

  beforeAll(async () => {
    for (const kind of ITEM_KIND_NAMES) {
      const title = `${MARKER} long ${kind}`;
      const text = { [CARD_TEXT_FIELD[kind]]: LONG_TEXT };
      const data: Record<string, Record<string, unknown>> = {
        projects: { title, ...text, category: "Others", description: LONG_TEXT, codeSnippet: LONG_TEXT, technologiesUsed: ["Rust"], keyFeatures: ["A feature"], headerImg: "" },
        articles: { title, ...text, category: TECH, secondParagraph: LONG_TEXT, lastParagraph: LONG_TEXT, mainImg: "" },
        blogs: { title, ...text, category: TECH, secondParagraph: LONG_TEXT, lastParagraph: LONG_TEXT, mainImg: "" },
        "random-post": { title, ...text, fileUrl: "" },
        islamic: { title, ...text, fileUrl: "" },
      };
      [long[kind]] = await writeItems(kind, [{ data: data[kind]!, createdAt: at(1000) }]);
    }
  });

  it.each(ITEM_KIND_NAMES)("%s: a card cuts its text and leaves the page's fields and the search words out", async (kind) => {
    const page = await listPage<Record<string, unknown>>(kind, { q: DEEP_WORD });
    // Found by a word at the very end of a 20,000-character text.
    expect(ids(page.cards as { _id: string }[])).toEqual([long[kind]!.id]);
    const [card] = page.cards;
    const shown = String(card![CARD_TEXT_FIELD[kind]]);
    expect(shown.length).toBeLessThanOrEqual(CARD_TEXT_LENGTH + 1);
    expect(shown.length).toBeGreaterThan(155);
    expect(shown.endsWith("…")).toBe(true);
    expect(LONG_TEXT.startsWith(shown.slice(0, -1).trimEnd())).toBe(true);
    for (const field of ["searchWords", "comments", "likedByMe", "secondParagraph", "lastParagraph", "description", "codeSnippet", "keyFeatures", "updatedAt"]) {
      expect(card, field).not.toHaveProperty(field);
    }
  });

  it.each(ITEM_KIND_NAMES)("%s: a full page of 50 long items is under 50 KB", async (kind) => {
    const fifty = Array.from({ length: 50 }, (_, index) => ({
      createdAt: at(2000 + index),
      data: { title: `${MARKER} size ${index}`, [CARD_TEXT_FIELD[kind]]: LONG_TEXT, category: kind === "projects" ? "Others" : TECH },
    }));
    await writeItems(kind, fifty);
    const answer = await callSite(apiPaths.itemList(kind, { q: `${MARKER} size`, limit: 50 }));
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(50);
    expect(Buffer.byteLength(JSON.stringify(answer.body))).toBeLessThanOrEqual(50 * 1024);
  });
});

describe("the publishing service writes the search words", () => {
  it("finds a new post by its title, and after an edit by its new title only", async () => {
    const cookie = await sessionCookieFor(owner.email, owner.password);
    const before = uniqueWord("Before");
    const after = uniqueWord("After");
    const form = (title: string, withFile: boolean) => {
      const body = new FormData();
      body.append("title", title);
      body.append("desc", `Written by the list tests, ${MARKER}.`);
      if (withFile) body.append("file", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "tiny.png");
      return body;
    };
    const created = await callSite<{ _id: string }>(apiPaths.items("random-post"), { method: "POST", body: form(`A post ${before}`, true), cookie });
    expect(created.status).toBe(201);
    const id = created.body._id;
    try {
      expect(ids((await listPage("random-post", { q: before.toLowerCase() })).cards)).toEqual([id]);
      const edited = await callSite(apiPaths.item("random-post", id), { method: "PUT", body: form(`A post ${after}`, false), cookie });
      expect(edited.status).toBe(200);
      expect((await listPage("random-post", { q: before })).cards).toEqual([]);
      expect(ids((await listPage("random-post", { q: after.toUpperCase() })).cards)).toEqual([id]);
      const stored = await adminDb.collection(ITEM_KINDS["random-post"].collection).doc(id).get();
      expect(stored.get("searchWords")).toEqual(expect.arrayContaining([after.toLowerCase(), "written", "li"]));
    } finally {
      await callSite(apiPaths.item("random-post", id), { method: "DELETE", cookie });
    }
  });
});
