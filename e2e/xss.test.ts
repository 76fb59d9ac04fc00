// Stored XSS through the real browser: OWASP filter-evasion payloads go in through every text field a member or
// the owner can fill (through the API, as the site's forms send them), then every page that shows them is opened
// in headless Chromium as a guest and as the owner. Each payload tries to set window.__xss or open a dialog: neither
// may happen, nothing may be logged as an error, and the payloads must show as the plain text that was typed.
import type { ConsoleMessage, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ITEM_KIND_NAMES, ITEM_KINDS, type ItemKind } from "../functions/src/contract/item-kinds";
import { directUsers, latestCode, newUser, signUp } from "../tests/support/accounts";
import { removeCommunityRecords } from "../tests/support/community-fixtures";
import { TINY_PNG } from "../tests/support/images";
import { removeStoredObjects } from "../tests/support/media";
import { adminAuth, adminDb, callSite, owner, postJson, randomAddress, sessionCookieFor, siteUrl } from "../tests/support/stack";
import { logIn, useBrowser, visit } from "./browser";
import { PAYLOADS } from "../tests/support/xss-payloads";

const session = useBrowser();

// The description markup (SPEC section 3) makes links of =url<label>: only http(s) may become one.
/**
 * Patterns of a String.replace replacement string (issue 20): text that reached one as such would copy parts of
 * the page shell, its starter script included, into the page. One rides along with every payload, so each field
 * holds one.
 */
const REPLACEMENT_PATTERNS = ["$'", "$`", "$&", "$1", "$<name>"];
const payload = (index: number) =>
  `${PAYLOADS[index % PAYLOADS.length] as string} ${REPLACEMENT_PATTERNS[index % REPLACEMENT_PATTERNS.length] as string}`;

interface Made {
  kind: ItemKind;
  id: string;
  title: string;
}
const made: Made[] = [];
const stamp = Date.now();
let ownerCookie = "";
let people: { user: { username: string; email: string }; cookie: string }[] = [];
let uids: string[] = [];
let namedUser = "";
let typedName = "";

function form(fields: Record<string, string | string[]>, files: Record<string, Buffer>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) body.append(name, each);
  for (const [name, bytes] of Object.entries(files)) body.append(name, new Blob([new Uint8Array(bytes)], { type: "image/png" }), `${name}.png`);
  return body;
}

/** Every text field of the kind, each with its own payload, from `start` on. */
function itemFields(kind: ItemKind, start: number): { fields: Record<string, string | string[]>; files: Record<string, Buffer> } {
  let next = start;
  const take = () => payload(next++);
  if (kind === "projects") {
    return {
      fields: {
        title: take(),
        shortDescription: take(),
        shortFeature1: take(),
        shortFeature2: take(),
        shortFeature3: take(),
        description: `${take()}\n${take()}`,
        technologiesUsed: [take(), take()],
        keyFeatures: [take(), take()],
        codeSnippet: `${take()}\n</code></pre>${take()}`,
        githubLink: "https://example.test/?q=\"><img src=x onerror=window.__xss=1>",
        category: "Frontend",
      },
      files: {},
    };
  }
  if (kind === "articles" || kind === "blogs") {
    return {
      fields: { title: take(), firstParagraph: `${take()}\n${take()}`, secondParagraph: take(), lastParagraph: `${take()} ${take()}`, category: "Technology" },
      files: { mainImg: TINY_PNG },
    };
  }
  return { fields: { title: take(), desc: `${take()}\n${take()}` }, files: { file: TINY_PNG } };
}

async function call(path: string, method: string, json: unknown, cookie: string) {
  const answer = await callSite(path, { method, cookie, headers: { "Content-Type": "application/json" }, body: JSON.stringify(json) });
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  // Two items of each kind, every text field holding a payload.
  let next = 0;
  for (const kind of ITEM_KIND_NAMES) {
    for (let copy = 0; copy < 2; copy += 1) {
      const { fields, files } = itemFields(kind, next);
      next += 7;
      const answer = await callSite<{ _id: string; title: string }>(`/api/${kind}`, { method: "POST", body: form(fields, files), cookie: ownerCookie });
      if (answer.status !== 201) throw new Error(`Creating a ${kind} failed: ${JSON.stringify(answer.body)}`);
      made.push({ kind, id: answer.body._id, title: answer.body.title });
    }
  }
  // Members comment, reply, review, report and write to the owner: 6 members keep each under the per-minute limit.
  people = await directUsers(6);
  uids = await Promise.all(people.map(async ({ user }) => (await adminAuth.getUserByEmail(user.email)).uid));
  for (const [index] of PAYLOADS.entries()) {
    const item = made[index % made.length] as Made;
    await call(`/api/${item.kind}/comment/${item.id}`, "POST", { text: payload(index) }, (people[index % people.length] as { cookie: string }).cookie);
  }
  const homeIds: string[] = [];
  for (const [index, person] of people.entries()) {
    const answer = await call("/api/home-comments", "POST", { text: payload(index + 3) }, person.cookie);
    const list = answer.body as { _id: string; username: string }[];
    homeIds.push(list.find((each) => each.username === person.user.username)?._id ?? "");
  }
  for (const [index, person] of people.entries()) {
    await call(`/api/home-comments/reply/${homeIds[(index + 1) % homeIds.length]}`, "POST", { text: payload(index + 11) }, person.cookie);
    await call("/api/reviews", "POST", { rating: 5, text: payload(index + 5) }, person.cookie);
    await call("/api/reports", "POST", { subject: payload(index + 13), description: payload(index + 19) }, person.cookie);
    await call("/api/contact", "POST", { name: payload(index + 2), email: person.user.email, subject: payload(index + 8), message: payload(index + 21) }, person.cookie);
  }
  // Half the reviews approved, so guests see payloads in reviews too; the owner sees the rest as pending.
  const reviews = await adminDb.collection("reviews").where("authorUid", "in", uids).get();
  for (const review of reviews.docs.slice(0, 3)) await call(`/api/reviews/approve/${review.id}`, "PUT", {}, ownerCookie);

  // The signup name: the API allows letters, digits and . , ' " ! ? - only; quotes are the breakout left to try.
  typedName = `"Bob' -!?., "`;
  const refused = await postJson(
    "/api/signup",
    { ...newUser(), name: payload(0), confirmPassword: newUser().password },
    { headers: { "X-Forwarded-For": randomAddress() } },
  );
  if (refused.status !== 400) throw new Error(`A signup named ${payload(0)} answered ${refused.status}`);
  const named = { ...newUser(), name: typedName };
  if ((await signUp(named)).status !== 201) throw new Error("The signup with quotes in its name failed");
  await postJson("/api/confirm", { email: named.email, confirmationCode: await latestCode(named.email), password: named.password });
  namedUser = named.username;
}, 180_000);

afterAll(async () => {
  for (const { kind, id } of made) {
    await adminDb.recursiveDelete(adminDb.collection(ITEM_KINDS[kind].collection).doc(id));
    await removeStoredObjects(`media/${kind}/${id}/`);
  }
  await removeCommunityRecords(uids, new Date(stamp - 60_000));
}, 120_000);

const PAGE_PATH = (kind: ItemKind) => ITEM_KINDS[kind].pagePath;

interface Watch {
  problems: string[];
}

/** Records dialogs (dismissed), console errors and uncaught errors on a page. */
function watch(page: Page): Watch {
  const watched: Watch = { problems: [] };
  page.on("dialog", (dialog) => {
    watched.problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message: ConsoleMessage) => {
    // Third-party requests are cut off in tests (no internet), and a failed load is judged by its answer below,
    // which names the address. Anything else is a problem: a Content-Security-Policy refusal above all (its text
    // names the chat's script host, so no filter on that name here).
    if (message.type() === "error" && !/ERR_FAILED|^Failed to load resource/i.test(message.text())) {
      watched.problems.push(`console: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => watched.problems.push(`uncaught: ${error.message}`));
  // Any failed answer of the site, but a guest's 401 from /api/profile: that is how the app learns it has a guest
  // (SPEC section 4), on the pages that ask.
  page.on("response", (response) => {
    const guestCheck = response.status() === 401 && new URL(response.url()).pathname === "/api/profile";
    if (response.status() >= 400 && response.url().startsWith(siteUrl) && !guestCheck) {
      watched.problems.push(`answer: ${response.status()} ${response.url()}`);
    }
  });
  return watched;
}

// What React's server renderer escapes in text (docs/rendering.md).
const RENDERER_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const escapedAsRendered = (text: string) => text.replace(/[&<>"']/g, (char) => RENDERER_ESCAPES[char] ?? char);
const count = (text: string, part: string) => text.split(part).length - 1;

/**
 * A page as the function renders it, before any browser: the shell once (one doctype, one #root, one starter
 * script), and `shown` (a payload) in it as escaped text.
 */
async function expectWholeShell(path: string, cookie: string | undefined, shown?: string) {
  const answer = await callSite<string>(path, { cookie });
  const html = String(answer.body);
  expect(answer.status, path).toBe(200);
  expect([count(html, "<!doctype html>"), count(html, '<div id="root">'), count(html, "<script data-entry="), count(html, "</html>")], path).toEqual([1, 1, 1, 1]);
  if (shown) expect(html, path).toContain(escapedAsRendered(shown));
}

/** After a page settles: no payload ran, and `shown` (a payload) is on it as the text that was typed. */
async function expectInert(page: Page, watched: Watch, label: string, shown?: string) {
  if (shown) await page.getByText(shown.trim().slice(0, 40)).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState("networkidle").catch(() => undefined);
  const sentinel = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
  expect(sentinel, `window.__xss on ${label}`).toBeUndefined();
  expect(watched.problems, label).toEqual([]);
}

async function tour(page: Page, asOwner: boolean): Promise<number> {
  const watched = watch(page);
  const cookie = asOwner ? ownerCookie : undefined;
  let pages = 0;
  const check = async (label: string, shown?: string) => {
    pages += 1;
    await expectInert(page, watched, `${label} (${asOwner ? "owner" : "guest"})`, shown);
  };
  // Item pages as the function renders them, loaded directly.
  for (const item of made) {
    await expectWholeShell(`${PAGE_PATH(item.kind)}/${item.id}`, cookie, item.title);
    await visit(page, `${PAGE_PATH(item.kind)}/${item.id}`);
    await check(`${PAGE_PATH(item.kind)}/${item.id} loaded`, item.title);
  }
  // Lists, and the same items reached inside the app from their list.
  for (const kind of ITEM_KIND_NAMES) {
    const ours = made.filter((item) => item.kind === kind);
    await expectWholeShell(PAGE_PATH(kind), cookie);
    await visit(page, PAGE_PATH(kind));
    await check(PAGE_PATH(kind), ours[0]?.title);
    for (const item of ours) {
      await page.locator(`a[href="${PAGE_PATH(kind)}/${item.id}"]`).first().click();
      await page.waitForURL((url) => url.pathname === `${PAGE_PATH(kind)}/${item.id}`);
      await check(`${PAGE_PATH(kind)}/${item.id} in the app`, item.title);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === PAGE_PATH(kind));
    }
  }
  await expectWholeShell("/", cookie, payload(3));
  await visit(page, "/");
  await check("/", payload(3));
  if (asOwner) {
    await visit(page, "/moderation");
    await check("/moderation", payload(21));
  }
  await visit(page, `/id/${namedUser}`);
  await check(`/id/${namedUser}`, typedName);
  return pages;
}

describe("stored XSS payloads", () => {
  // The control: markup that does reach the page as HTML is noticed, whether it runs or the CSP stops it.
  it("notices a payload that reaches the page as markup", async () => {
    const page = await session.newPage();
    const watched = watch(page);
    await visit(page, "/");
    await page.evaluate((markup) => document.body.insertAdjacentHTML("beforeend", markup), payload(2));
    await page.waitForTimeout(2000);
    const sentinel = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
    expect(sentinel !== undefined || watched.problems.length > 0).toBe(true);
  });

  it("stay text on every page that shows them, for a guest and for the owner", async () => {
    const started = Date.now();
    const guestPages = await tour(await session.newPage(), false);
    const ownerPage = await session.newPage();
    await logIn(ownerPage, owner.email, owner.password);
    const ownerPages = await tour(ownerPage, true);
    console.log(
      `XSS: ${PAYLOADS.length} payloads in ${made.length} items, ${PAYLOADS.length} comments, ${people.length} home comments, replies, reviews, reports ` +
        `and contact messages; ${guestPages + ownerPages} page views (${guestPages} as a guest, ${ownerPages} as the owner) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 240_000);
});
