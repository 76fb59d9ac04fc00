// Site-wide search (issue 24) against the real emulators, through Hosting: ranking, typos, accents, prefixes, and
// only public items, with every change (publish, edit, trash, restore, unpublish, a schedule's time) seen at once.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ItemKind } from "@contract/item-kinds";
import { apiPaths } from "@contract/routes";
import { SEARCH_MESSAGES, SEARCH_QUERY_MAX_LENGTH, searchApiPath, type SearchAnswer, type SearchParams } from "@contract/search";
import { TINY_PNG } from "../support/images";
import { callSite, owner, sessionCookieFor } from "../support/stack";

let ownerCookie = "";
const made: { kind: ItemKind; id: string }[] = [];

// Words no seeded item has, made of rare letters, fresh for each run: a search for one finds this file's items only.
const RARE = "qxzjvkw";
const rare = (length: number) => Array.from({ length }, () => RARE[randomInt(RARE.length)]).join("");
const RUN = rare(6);
const word = (stem: string) => `${RUN}${stem}`;

/** Changes the last letter: one typo. */
const typo = (text: string) => `${text.slice(0, -1)}${text.endsWith("a") ? "e" : "a"}`;

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
});

afterAll(async () => {
  // To the trash, then out of it for good: through the API, so every running index hears of it.
  for (const { kind, id } of made) {
    await callSite(apiPaths.item(kind, id), { method: "DELETE", cookie: ownerCookie });
    await callSite(apiPaths.item(kind, id), { method: "DELETE", cookie: ownerCookie });
  }
}, 60_000);

function form(fields: Record<string, string>, withFile: boolean): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (withFile) body.append("file", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "tiny.png");
  return body;
}

/** Publishes a random post through the API, as the owner does; answers its id. */
async function post(fields: Record<string, string>, kind: ItemKind = "random-post"): Promise<string> {
  const answer = await callSite<{ _id: string }>(apiPaths.items(kind), { method: "POST", body: form(fields, true), cookie: ownerCookie });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  made.push({ kind, id: answer.body._id });
  return answer.body._id;
}

const put = (id: string, fields: Record<string, string>) =>
  callSite(apiPaths.item("random-post", id), { method: "PUT", body: form(fields, false), cookie: ownerCookie });

async function search(params: SearchParams, cookie?: string) {
  const answer = await callSite<SearchAnswer>(searchApiPath(params), { cookie });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

/** The ids found for `q`, best first. */
async function found(q: string): Promise<string[]> {
  const { body } = await search({ q });
  return body.groups.flatMap((group) => group.hits.map((hit) => hit.id));
}

const markedWords = (segments: { text: string; hit: boolean }[]) => segments.filter((each) => each.hit).map((each) => each.text);

describe("ranking, typos, accents and prefixes", () => {
  const lamp = word("lamp");
  const quartz = word("quartz");
  let titled = "";
  let bodied = "";
  let short = "";
  let accented = "";
  let plain = "";
  const four = rare(4);
  const five = rare(5);

  beforeAll(async () => {
    // The body-only item is published first, so "newest first" would put it above: only relevance can reorder.
    bodied = await post({ title: "Notes from the workshop", desc: `A long afternoon. The ${lamp} stood in the corner while we worked on ${quartz} clocks.` });
    titled = await post({ title: `The ${lamp} of the workshop`, desc: "What the light showed." });
    short = await post({ title: `Tiny words ${four} and ${five}`, desc: "Short ones." });
    accented = await post({ title: `Le ${word("café")} du coin`, desc: `Un ${word("resume")} de la journée.` });
    plain = await post({ title: `${word("kaleidoscope")} evenings`, desc: "Colours." });
  }, 60_000);

  it("puts an item whose title has the word above one that has it only in its body", async () => {
    const ids = await found(lamp);
    expect(ids.indexOf(titled)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(bodied)).toBeGreaterThan(ids.indexOf(titled));
  });

  it("searches whole bodies, and marks the matching words in the title and the snippet", async () => {
    const { body } = await search({ q: quartz });
    const hit = body.groups.flatMap((group) => group.hits).find((each) => each.id === bodied);
    expect(hit).toBeDefined();
    expect(body.groups[0]).toMatchObject({ kind: "random-post" });
    expect(markedWords(hit!.snippet)).toEqual([quartz]);
    expect(hit!.snippet.map((each) => each.text).join("")).toContain(`on ${quartz} clocks`);
    expect(markedWords((await search({ q: lamp })).body.groups[0]!.hits[0]!.title)).toEqual([lamp]);
  });

  it("forgives one typo in a word of five letters or more, and none in a shorter word", async () => {
    expect(await found(typo(quartz))).toContain(bodied);
    expect(await found(five)).toContain(short);
    expect(await found(typo(five))).toContain(short);
    expect(await found(four)).toContain(short);
    expect(await found(typo(four))).not.toContain(short);
  });

  it("ignores accents, whichever side has them", async () => {
    expect(await found(word("cafe"))).toContain(accented);
    expect(await found(word("café"))).toContain(accented);
    expect(await found(word("résumé"))).toContain(accented);
    const { body } = await search({ q: word("cafe") });
    expect(markedWords(body.groups[0]!.hits[0]!.title)).toEqual([word("café")]);
  });

  it("finds a word by its beginning, as one types", async () => {
    expect(await found(word("kalei"))).toContain(plain);
    expect(await found(`${word("kaleidoscope")} eve`)).toEqual([plain]);
  });

  it("keeps to one kind when asked", async () => {
    expect((await search({ q: lamp, kind: "random-post" })).body.groups.map((group) => group.kind)).toEqual(["random-post"]);
    expect((await search({ q: lamp, kind: "articles" })).body.groups).toEqual([]);
  });
});

describe("only public items, and every change at once", () => {
  it("never finds a draft, not even for the owner", async () => {
    const secret = word("drafty");
    await post({ title: `A ${secret} thought`, desc: "Not yet.", status: "draft" });
    expect(await found(secret)).toEqual([]);
    expect((await search({ q: secret }, ownerCookie)).body.groups).toEqual([]);
  });

  it("drops a trashed or unpublished item from the very next search, and takes back a restored or edited one", async () => {
    const first = word("lantern");
    const id = await post({ title: `The ${first}`, desc: "Bright." });
    expect(await found(first)).toEqual([id]);

    expect((await callSite(apiPaths.item("random-post", id), { method: "DELETE", cookie: ownerCookie })).status).toBe(200);
    expect(await found(first)).toEqual([]);
    expect((await callSite(apiPaths.itemRestore("random-post", id), { method: "POST", cookie: ownerCookie })).status).toBe(200);
    expect(await found(first)).toEqual([id]);

    const second = word("beacon");
    expect((await put(id, { title: `The ${second}` })).status).toBe(200);
    expect(await found(second)).toEqual([id]);
    expect(await found(first)).toEqual([]);

    expect((await put(id, { title: `The ${second}`, status: "draft" })).status).toBe(200);
    expect(await found(second)).toEqual([]);
  });

  it("shows a scheduled item from its publish time, with nobody acting", async () => {
    const later = word("sunrise");
    const at = new Date(Date.now() + 5_000);
    await post({ title: `Before the ${later}`, desc: "Soon.", status: "published", publishAt: at.toISOString() });
    expect(await found(later)).toEqual([]);
    await expect.poll(() => found(later), { timeout: 30_000, interval: 1_000 }).toHaveLength(1);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  }, 45_000);
});

describe("the answer", () => {
  it("refuses a missing, blank or too long query, or an unknown kind, with a plain message", async () => {
    const cases: [string, string][] = [
      ["/api/search", SEARCH_MESSAGES.empty],
      ["/api/search?q=%20%20", SEARCH_MESSAGES.empty],
      [`/api/search?q=${"a".repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`, SEARCH_MESSAGES.tooLong],
      [`/api/search?q=${"a".repeat(4_000)}`, SEARCH_MESSAGES.tooLong],
      ["/api/search?q=lamp&kind=users", SEARCH_MESSAGES.unknownKind],
    ];
    for (const [path, message] of cases) {
      const answer = await callSite(path);
      expect({ path: path.slice(0, 60), status: answer.status, body: answer.body }).toMatchObject({ status: 400, body: { success: false, message } });
    }
  });

  it("is kept by nobody, and tells its server time and reads: one read when nothing changed", async () => {
    const answer = await search({ q: word("lamp") });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("server-timing")).toMatch(/total;dur=\d+(\.\d+)?/);
    // Other test files may publish meanwhile: one of a few searches in a row finds the log unchanged.
    const reads: string[] = [];
    for (let attempt = 0; attempt < 5 && !reads.includes("1"); attempt += 1) {
      reads.push(/reads;desc="(\d+)"/.exec((await search({ q: word("lamp") })).headers.get("server-timing") ?? "")?.[1] ?? "");
    }
    expect(reads).toContain("1");
  });

  it("renders /search with the results in the server's HTML", async () => {
    const lamp = word("lamp");
    const page = await callSite<string>(`/search?q=${encodeURIComponent(lamp)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.body).toContain(`<mark>${lamp}</mark>`);
    expect(page.body).toMatch(/<h2[^>]*>Random Posts/);
  });
});
