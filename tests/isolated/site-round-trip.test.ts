// Export, then import into an empty site, and the public site is the same (issue 36, docs/import-export.md): every
// public page (home, lists, each item as HTML and as Markdown), every feed, the sitemap and llms.txt, read as a guest
// before and after. The site is emptied in between of everything the export holds (every item with its comments,
// the reviews, every media file, the announcements' gates), so only the zip can bring it back. Alone, after the other
// projects (it empties the shared demo site for a while).
import { randomUUID } from "node:crypto";
import { getApps } from "firebase-admin/app";
import { Timestamp } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ITEM_KIND_NAMES, ITEM_KINDS } from "@contract/item-kinds";
import { feedLinks } from "@contract/feeds";
import { dryRun, runImport, removeImport } from "../support/imports";
import { exportFile } from "../support/exports";
import { TINY_PNG } from "../support/images";
import { removeStoredObjects } from "../support/media";
import { adminDb, callSite, owner, sessionCookieFor } from "../support/stack";

const jobs: string[] = [];
const bucket = getStorage(getApps().find((app) => app.name === "tests")).bucket();

afterAll(async () => {
  // The items stay (they are the demo site again); the job's own records go.
  for (const id of jobs) {
    const ledger = await adminDb.collection("importedEntries").where("jobId", "==", id).get();
    for (const line of ledger.docs) await line.ref.delete();
    await adminDb.collection("importJobs").doc(id).delete();
  }
});

const isItemPath = (path: string) => ITEM_KIND_NAMES.some((kind) => path.startsWith(`${ITEM_KINDS[kind].pagePath}/`));

/** Every public address the sitemap lists: the site's pages and each public item's. */
async function publicPaths(): Promise<string[]> {
  const sitemap = await callSite<string>("/sitemap.xml");
  expect(sitemap.status).toBe(200);
  return [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** What a guest reads at each public address, the Markdown of each item and every feed. */
async function publicSite(): Promise<Map<string, string>> {
  const paths = new Set(["/", "/sitemap.xml", "/llms.txt", ...ITEM_KIND_NAMES.map((kind) => ITEM_KINDS[kind].pagePath)]);
  for (const feed of [...ITEM_KIND_NAMES, "all" as const]) for (const link of feedLinks(feed)) paths.add(link.href);
  for (const path of await publicPaths()) {
    paths.add(path);
    if (isItemPath(path)) paths.add(`${path}.md`);
  }
  const pages = new Map<string, string>();
  for (const path of [...paths].sort()) {
    const answer = await callSite<string>(path, { headers: { Accept: "text/html,application/xml,*/*" } });
    pages.set(path, `${answer.status}\n${typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body)}`);
  }
  return pages;
}

/** Everything the export holds, gone: so only the zip can bring it back. */
async function emptyTheSite(): Promise<void> {
  for (const kind of ITEM_KIND_NAMES) await adminDb.recursiveDelete(adminDb.collection(ITEM_KINDS[kind].collection));
  await adminDb.recursiveDelete(adminDb.collection("reviews"));
  await adminDb.recursiveDelete(adminDb.collection("announcements"));
  await removeStoredObjects("media/");
  await removeStoredObjects("fediverse-media/");
}

/**
 * An approved fediverse reply with an image under the first article, as replies.ts makes one: its comment names the
 * image's copy in fediverse-media/, which the page shows. Answers the image's address.
 */
async function replyWithImage(): Promise<string> {
  const article = (await adminDb.collection(ITEM_KINDS.articles.collection).where("status", "==", "published").limit(1).get()).docs[0]!;
  const path = `fediverse-media/${randomUUID()}.png`;
  const token = randomUUID();
  await bucket.file(path).save(TINY_PNG, { contentType: "image/png", resumable: false, metadata: { metadata: { firebaseStorageDownloadTokens: token } } });
  const url = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
  await article.ref.collection("comments").add({
    username: "@ada@peer.example",
    profileImage: "",
    text: "A reply with a picture",
    images: [{ url, path, alt: "A tiny square" }],
    createdAt: Timestamp.now(),
    fediverse: { name: "Ada", handle: "@ada@peer.example", avatar: "", url: "https://peer.example/@ada", server: "peer.example", actorId: "https://peer.example/users/ada", noteId: `https://peer.example/notes/${token}` },
  });
  return url;
}

/** The owner's hourly budgets of exports and imports, spent by earlier runs against the same local stack. */
async function freshBudgets(): Promise<void> {
  const limits = await adminDb.collection("rateLimits").get();
  for (const doc of limits.docs) if (/^(site-export|imports)_/.test(doc.id)) await doc.ref.delete();
}

describe("a site exported and imported into an empty site", () => {
  beforeAll(freshBudgets);

  it("has the same public pages, Markdown, feeds and sitemap", async () => {
    const cookie = await sessionCookieFor(owner.email, owner.password);
    const replyImage = await replyWithImage();
    const before = await publicSite();
    expect(before.size).toBeGreaterThan(20);
    expect([...before.values()].some((page) => page.includes(replyImage.replaceAll("&", "&amp;")))).toBe(true);

    const zip = await exportFile("zip", cookie);
    await emptyTheSite();
    // A guest sees the empty site (the sitemap is kept 30 s per instance, so this waits it out): the pages after the
    // import can only have come from the zip.
    await expect.poll(async () => (await publicPaths()).filter(isItemPath).length, { timeout: 60_000, interval: 2_000 }).toBe(0);

    const read = await dryRun(zip, "site-export.zip", cookie);
    jobs.push(read.id);
    expect(read.status, read.failure).toBe("ready");
    expect(read.source).toBe("This site's export");
    const done = await runImport(read.id, {}, cookie);
    expect(done.status, done.failure).toBe("done");
    expect(done.report!.failuresCount).toBe(0);

    // The lists and the sitemap are kept 30 s per instance: wait for them to show the items again.
    const items = [...before.keys()].filter((path) => isItemPath(path) && !path.endsWith(".md")).length;
    await expect.poll(async () => (await publicPaths()).filter(isItemPath).length, { timeout: 60_000, interval: 2_000 }).toBe(items);
    const after = await publicSite();
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [path, page] of before) expect(after.get(path), path).toBe(page);
    // The reply's image came back with its comment, at the same address.
    const image = await fetch(replyImage);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  }, 900_000);

  it("adds nothing when the same export is imported again", async () => {
    const cookie = await sessionCookieFor(owner.email, owner.password);
    const zip = await exportFile("zip", cookie);
    const read = await dryRun(zip, "site-export.zip", cookie);
    jobs.push(read.id);
    expect(read.dryRun!.alreadyImported).toBe(read.dryRun!.entries);
    const done = await runImport(read.id, {}, cookie);
    expect(done.report!.created).toEqual({});
    await removeImport(read.id);
  }, 600_000);
});
