// Alt texts of item images (issue 22): stored and answered on POST and PUT, bounded, kept when an edit leaves them
// out, and carried into the page's link previews. Against the real emulators, through Hosting.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { ALT_TEXT_MAX, ALT_TEXT_TOO_LONG } from "@contract/alt-text";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { ITEM_SCHEMAS } from "@contract/item-schemas";
import { REMOVE_FILES_FIELD } from "@contract/media";
import { apiPaths } from "@contract/routes";
import { TINY_PNG } from "../support/images";
import { removeStoredObjects, upload, type Upload } from "../support/media";
import { adminDb, callSite, owner, sessionCookieFor } from "../support/stack";

type Fields = Record<string, string>;
type Item = { _id: string; title: string; alt: Record<string, string> } & Record<string, unknown>;

let ownerCookie = "";
beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
});

// Every item of this file carries a marker in an optional text field, so what it wrote (or must not have) is found.
const RUN = `alt-text-test-${randomUUID()}`;
const NOTE_FIELD = { projects: "description", articles: "lastParagraph", "random-post": "desc" } as const;
type Kind = keyof typeof NOTE_FIELD;

afterAll(async () => {
  for (const kind of Object.keys(NOTE_FIELD) as Kind[]) {
    const collection = adminDb.collection(ITEM_KINDS[kind].collection);
    const mine = await collection.where(NOTE_FIELD[kind], ">=", RUN).where(NOTE_FIELD[kind], "<", `${RUN}\uf8ff`).get();
    for (const doc of mine.docs) {
      await adminDb.recursiveDelete(doc.ref);
      await removeStoredObjects(`media/${kind}/${doc.id}/`);
    }
  }
});

const PNG = upload(TINY_PNG, "tiny.png", "image/png");

function textFields(kind: Kind, marker: string): Fields {
  const title = `Alt text test ${marker.slice(-8)}`;
  const note = { [NOTE_FIELD[kind]]: marker };
  if (kind === "projects") return { title, shortDescription: "Made by the alt text tests.", category: "Frontend", ...note };
  if (kind === "articles") return { title, firstParagraph: "A first paragraph.", category: "Technology", ...note };
  return { title, ...note };
}

function multipart(fields: Fields, files: Record<string, Upload> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  return form;
}

const postItem = (kind: ItemKind, form: FormData) => callSite(apiPaths.items(kind), { method: "POST", body: form, cookie: ownerCookie });
const putItem = (kind: ItemKind, id: string, form: FormData) =>
  callSite(apiPaths.item(kind, id), { method: "PUT", body: form, cookie: ownerCookie });
const parseItem = (kind: ItemKind, body: unknown) => (ITEM_SCHEMAS[kind].itemSchema as z.ZodType).parse(body) as Item;

async function readItem(kind: ItemKind, id: string): Promise<Item> {
  const answer = await callSite(apiPaths.item(kind, id), { cookie: ownerCookie });
  expect(answer.status).toBe(200);
  return parseItem(kind, answer.body);
}

/** The item's card in the first page of its list (it is the newest, or nearly). */
async function cardOf(kind: ItemKind, id: string): Promise<Record<string, unknown> | undefined> {
  const list = await callSite<Record<string, unknown>[]>(apiPaths.itemList(kind, { limit: 50 }));
  expect(list.status).toBe(200);
  (ITEM_SCHEMAS[kind].listSchema as z.ZodType).parse(list.body);
  return list.body.find((card) => card._id === id);
}

/** One kind of each shape, with every image field, the alt texts sent for them and the card's image. */
const SHAPES: { kind: Kind; files: Record<string, Upload>; alt: Fields; stored: Fields; card: string }[] = [
  {
    kind: "projects",
    files: { headerImg: PNG, additionalImg1: PNG, additionalImg2: PNG },
    alt: { headerImgAlt: "  The timer counting\nup the seconds  ", additionalImg1Alt: "The settings form", additionalImg2Alt: "" },
    stored: { headerImg: "The timer counting up the seconds", additionalImg1: "The settings form" },
    card: "headerImg",
  },
  {
    kind: "articles",
    files: { mainImg: PNG, img: PNG },
    alt: { mainImgAlt: "A laptop on a desk", imgAlt: "A cup of coffee" },
    stored: { mainImg: "A laptop on a desk", img: "A cup of coffee" },
    card: "mainImg",
  },
  {
    kind: "random-post",
    files: { file: PNG },
    alt: { fileAlt: "A sunset over the sea" },
    stored: { fileUrl: "A sunset over the sea" },
    card: "fileUrl",
  },
];

describe("alt texts on POST and PUT", () => {
  it.each(SHAPES)("$kind: stored, answered on the item and (the card image's only) on its card", async ({ kind, files, alt, stored, card }) => {
    const marker = `${RUN}/${randomUUID()}`;
    const created = await postItem(kind, multipart({ ...textFields(kind, marker), ...alt }, files));
    expect(created.status).toBe(201);
    const item = parseItem(kind, created.body);
    // Trimmed, its line break made a space; the one sent empty is none.
    expect(item.alt).toEqual(stored);
    expect((await readItem(kind, item._id)).alt).toEqual(stored);
    expect((await cardOf(kind, item._id))?.alt).toEqual({ [card]: stored[card] });
  });

  it.each(SHAPES)("$kind: an edit changes the alt texts it sends, clears those sent empty and keeps those left out", async ({ kind, files, alt, stored, card }) => {
    const marker = `${RUN}/${randomUUID()}`;
    const created = parseItem(kind, (await postItem(kind, multipart({ ...textFields(kind, marker), ...alt }, files))).body);
    const cardAltField = `${ITEM_KINDS[kind].media.find((field) => field.stored === card)!.name}Alt`;

    // An API caller that sends no alt field keeps them all: safer than wiping what it did not mention.
    const untouched = await putItem(kind, created._id, multipart(textFields(kind, marker)));
    expect(untouched.status).toBe(200);
    expect(parseItem(kind, untouched.body).alt).toEqual(stored);

    const edited = await putItem(kind, created._id, multipart({ ...textFields(kind, marker), [cardAltField]: "A new description" }));
    expect(edited.status).toBe(200);
    expect(parseItem(kind, edited.body).alt).toEqual({ ...stored, [card]: "A new description" });

    const cleared = await putItem(kind, created._id, multipart({ ...textFields(kind, marker), [cardAltField]: "" }));
    const { [card]: _gone, ...rest } = stored;
    expect(parseItem(kind, cleared.body).alt).toEqual(rest);
    expect((await cardOf(kind, created._id))?.alt).toEqual({});
  });

  it("a removed image's alt text goes with it", async () => {
    const marker = `${RUN}/${randomUUID()}`;
    const shape = SHAPES[0]!;
    const created = parseItem("projects", (await postItem("projects", multipart({ ...textFields("projects", marker), ...shape.alt }, shape.files))).body);
    const edited = await putItem("projects", created._id, multipart({ ...textFields("projects", marker), [REMOVE_FILES_FIELD]: "additionalImg1" }));
    expect(edited.status).toBe(200);
    const item = parseItem("projects", edited.body);
    expect(item.additionalImg1).toBe("");
    expect(item.alt).toEqual({ headerImg: shape.stored.headerImg });
  });

  it.each([ALT_TEXT_MAX + 1, 100_000])("an alt text of %i characters is a 400 with its message, with the other fields' messages, and stores nothing", async (length) => {
    const marker = `${RUN}/${randomUUID()}`;
    const tooLong = "a".repeat(length);
    const refused = await postItem("projects", multipart({ ...textFields("projects", marker), title: "", headerImgAlt: tooLong }, { headerImg: PNG }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, errors: { headerImgAlt: ALT_TEXT_TOO_LONG, title: "Title is required." } });
    const written = await adminDb.collection("projects").where("description", "==", marker).get();
    expect(written.empty).toBe(true);

    const created = parseItem("projects", (await postItem("projects", multipart({ ...textFields("projects", marker), headerImgAlt: "Kept" }, { headerImg: PNG }))).body);
    const edit = await putItem("projects", created._id, multipart({ ...textFields("projects", marker), title: "Changed", headerImgAlt: tooLong }));
    expect(edit.status).toBe(400);
    expect(edit.body).toMatchObject({ message: ALT_TEXT_TOO_LONG, errors: { headerImgAlt: ALT_TEXT_TOO_LONG } });
    const after = await readItem("projects", created._id);
    expect(after.title).toBe(created.title);
    expect(after.alt).toEqual({ headerImg: "Kept" });
  });

  it(`${ALT_TEXT_MAX} characters are enough, counted after the trim`, async () => {
    const marker = `${RUN}/${randomUUID()}`;
    const longest = "b".repeat(ALT_TEXT_MAX);
    const created = await postItem("random-post", multipart({ ...textFields("random-post", marker), fileAlt: `   ${longest}   ` }, { file: PNG }));
    expect(created.status).toBe(201);
    expect(parseItem("random-post", created.body).alt).toEqual({ fileUrl: longest });
  });
});

describe("alt texts in the page's head", () => {
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, "&");

  it("an article's page carries its main image's alt text as og:image:alt and twitter:image:alt", async () => {
    const marker = `${RUN}/${randomUUID()}`;
    const alt = 'A "quoted" laptop & a desk';
    const item = parseItem("articles", (await postItem("articles", multipart({ ...textFields("articles", marker), mainImgAlt: alt }, { mainImg: PNG }))).body);
    const page = await callSite<string>(`${ITEM_KINDS.articles.pagePath}/${item._id}`);
    expect(page.status).toBe(200);
    expect(meta(page.body, "og:image")).toMatch(/^https?:\/\//);
    expect(meta(page.body, "og:image:alt")).toBe(alt);
    expect(meta(page.body, "twitter:image:alt")).toBe(alt);
    // The main image in the page itself says it too.
    expect(page.body).toContain(`alt="A &quot;quoted&quot; laptop &amp; a desk"`);
  });

  it("an item without alt text falls back to its title, as before", async () => {
    const marker = `${RUN}/${randomUUID()}`;
    const item = parseItem("projects", (await postItem("projects", multipart(textFields("projects", marker), { headerImg: PNG }))).body);
    expect(item.alt).toEqual({});
    const page = await callSite<string>(`${ITEM_KINDS.projects.pagePath}/${item._id}`);
    expect(meta(page.body, "og:image:alt")).toBe(item.title);
    expect(meta(page.body, "twitter:image:alt")).toBe(item.title);
  });
});
