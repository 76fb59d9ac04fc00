// The owner's import (issue 36, docs/import-export.md), against the real emulators through Hosting: a zip of Markdown
// posts with their images and one image on another server, read into a dry run that changes nothing, imported into
// the kind the owner picks, its old addresses answering 301, and the same file a second time adding nothing twice.
// The readers of WordPress and Ghost exports are tested on the projects' own sample files beside them
// (functions/src/imports/*.test.ts); here one real WordPress export runs end to end.
// Alone, after the other projects: a real WordPress export brings 57 articles dated 2008-2013, older than every seeded
// item, which tests copying "the first seeded item" or counting a list would otherwise meet while it runs.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zipSync, strToU8 } from "fflate";
import { IMPORT_BUSY_MESSAGE, IMPORT_FILE_MISSING_MESSAGE, IMPORT_NOT_READY_MESSAGE, IMPORT_NOT_STALLED_MESSAGE, IMPORT_NOTHING_MAPPED_MESSAGE } from "@contract/import-job-names";
import type { ImportJob } from "@contract/import-jobs";
import type { Writing } from "@contract/posts";
import { apiPaths } from "@contract/routes";
import { stillPng } from "../support/media";
import { dryRun, importedItems, importForm, removeImport, runImport, uploadImport, waitForImport } from "../support/imports";
import { Timestamp } from "firebase-admin/firestore";
import { adminDb, callSite, member, owner, postJson, sessionCookieFor } from "../support/stack";

let ownerCookie = "";
let memberCookie = "";
const jobs: string[] = [];
let server: Server;
let remote = "";

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  memberCookie = await sessionCookieFor(member.email, member.password);
  const picture = await stillPng("#c0392b", 120, 80);
  server = createServer((request, response) => {
    if (request.url === "/remote.png") response.writeHead(200, { "Content-Type": "image/png" }).end(picture);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  remote = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  for (const id of jobs) await removeImport(id);
});

/** A Hugo site's content folder, zipped: a page bundle with its cover and a chart, and a draft. */
async function hugoZip(stamp: string): Promise<Uint8Array> {
  return zipSync({
    [`content/posts/${stamp}-first/index.md`]: strToU8(
      [
        "---",
        `title: "Zip import ${stamp}: first post"`,
        "date: 2024-05-03T10:00:00Z",
        "categories: [Technology]",
        "tags: [markdown]",
        `aliases: ["/2024/05/${stamp}-first/"]`,
        "images: [cover.png]",
        "summary: The first post came from a Hugo site.",
        "---",
        "",
        "The first paragraph of the body.",
        "",
        "![A bar chart](chart.png)",
        "",
        `![](${remote}/remote.png)`,
        "",
        "```ts",
        "const answer = 42;",
        "```",
      ].join("\n"),
    ),
    [`content/posts/${stamp}-first/cover.png`]: await stillPng("#2980b9", 300, 200),
    [`content/posts/${stamp}-first/chart.png`]: await stillPng("#27ae60", 200, 100),
    [`content/posts/${stamp}-draft.md`]: strToU8(["---", `title: "Zip import ${stamp}: a draft"`, "draft: true", "---", "", "Not ready yet."].join("\n")),
  });
}

describe("importing a zip of Markdown posts", () => {
  const stamp = `z${Date.now().toString(36)}`;
  let first: ImportJob;
  let done: ImportJob;

  it("reads the file into a dry run that writes nothing", async () => {
    first = await dryRun(await hugoZip(stamp), "hugo-site.zip", ownerCookie);
    jobs.push(first.id);
    expect(first.status, first.failure).toBe("ready");
    expect(first.source).toBe("Markdown");
    expect(first.dryRun).toMatchObject({ entries: 2, alreadyImported: 0, types: [{ type: "posts", count: 2 }] });
    expect(first.dryRun!.images).toBe(3);
    expect(first.dryRun!.oldLinks).toBeGreaterThanOrEqual(1);
    expect(await importedItems(first.id)).toEqual([]);
  });

  it("refuses to start with every type skipped, and changes nothing", async () => {
    const answer = await postJson<{ message: string }>(apiPaths.importStart(first.id), { mapping: { posts: "skip" } }, { cookie: ownerCookie });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(IMPORT_NOTHING_MAPPED_MESSAGE);
  });

  it("imports into the chosen kind, with its images brought into the site and its old address moved", async () => {
    done = await runImport(first.id, { posts: "blogs" }, ownerCookie);
    expect(done.status, done.failure).toBe("done");
    expect(done.report).toMatchObject({ created: { blogs: 2 }, alreadyImported: 0, images: 3, failuresCount: 0, imageFailuresCount: 0 });
    const items = await importedItems(first.id);
    expect(items.map((item) => item.kind)).toEqual(["blogs", "blogs"]);
    const published = items.find((item) => item.data.status === "published")!;
    const draft = items.find((item) => item.data.status === "draft")!;

    // A guest reads the published post as the owner's own: its cover, its body, its images at this site's Storage.
    const page = await callSite<Writing>(apiPaths.item("blogs", published.id));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ title: `Zip import ${stamp}: first post`, category: "Technology", firstParagraph: "The first post came from a Hugo site." });
    expect(page.body.mainImg).toContain(`/o/media%2Fblogs%2F${published.id}%2F`);
    expect(page.body.variants.mainImg?.length).toBeGreaterThan(0);
    expect(page.body.bodyHtml).toContain('alt="A bar chart"');
    expect(page.body.bodyHtml).toContain(`media%2Fblogs%2F${published.id}%2F`);
    expect(page.body.bodyHtml).not.toContain("zip:");
    expect(page.body.bodyHtml).not.toContain(remote);
    expect(page.body.bodyHtml).toContain("const");
    expect(page.body.publishedAt).toBe("2024-05-03T10:00:00.000Z");
    // The draft stays the owner's.
    expect((await callSite(apiPaths.item("blogs", draft.id))).status).toBe(404);
    expect((await callSite(apiPaths.item("blogs", draft.id), { cookie: ownerCookie })).status).toBe(200);

    // The old address answers 301 to the new page, whatever its case and trailing slash.
    for (const path of [`/2024/05/${stamp}-first/`, `/2024/05/${stamp.toUpperCase()}-first`]) {
      const moved = await callSite(path, { redirect: "manual" });
      expect(moved.status, path).toBe(301);
      expect(new URL(moved.headers.get("location")!, "http://x").pathname).toBe(`/blogs/${published.id}`);
    }
  });

  it("adds nothing the second time the same file is imported", async () => {
    const again = await dryRun(await hugoZip(stamp), "hugo-site.zip", ownerCookie);
    jobs.push(again.id);
    expect(again.dryRun).toMatchObject({ entries: 2, alreadyImported: 2 });
    const report = await runImport(again.id, { posts: "articles" }, ownerCookie);
    expect(report.report).toMatchObject({ created: {}, alreadyImported: 2 });
    expect(await importedItems(again.id)).toEqual([]);
  });

  it("does not start a finished import again", async () => {
    const answer = await postJson<{ message: string }>(apiPaths.importStart(first.id), { mapping: { posts: "blogs" } }, { cookie: ownerCookie });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(IMPORT_NOT_READY_MESSAGE);
    expect(IMPORT_BUSY_MESSAGE).toMatch(/Another import is running/);
  });
});

describe("an import that stopped part-way", () => {
  it("says so, and Resume brings in the rest once, the owner's alone", async () => {
    const stamp = `s${Date.now().toString(36)}`;
    const ready = await dryRun(await hugoZip(stamp), "stalled.zip", ownerCookie);
    jobs.push(ready.id);
    expect(ready.status, ready.failure).toBe("ready");
    // As if its start was written and its first task then lost, 20 minutes ago: Cloud Tasks gave up on it.
    const started = Timestamp.fromMillis(Date.now() - 20 * 60_000);
    const report = { created: {}, alreadyImported: 0, skipped: 0, comments: 0, images: 0, redirects: 0, imageFailures: [], imageFailuresCount: 0, failures: [], failuresCount: 0 };
    await adminDb.collection("importJobs").doc(ready.id).update({ status: "importing", mapping: { posts: "blogs" }, report, chunksDone: [], updatedAt: started });

    const stalled = await callSite<{ job: ImportJob }>(apiPaths.importJob(ready.id), { cookie: ownerCookie });
    expect(stalled.body.job).toMatchObject({ status: "importing", stalled: true });
    expect((await postJson(apiPaths.importResume(ready.id), {}, { cookie: memberCookie })).status).toBe(403);
    expect(await importedItems(ready.id)).toEqual([]);

    const resumed = await postJson<{ job: ImportJob }>(apiPaths.importResume(ready.id), {}, { cookie: ownerCookie });
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(202);
    expect(resumed.body.job.stalled).toBe(false);
    const done = await waitForImport(ready.id, ownerCookie, ["done", "failed"]);
    expect(done.report).toMatchObject({ created: { blogs: 2 }, failuresCount: 0 });
    expect(await importedItems(ready.id)).toHaveLength(2);

    // A finished import is not stopped: nothing to resume.
    const again = await postJson<{ message: string }>(apiPaths.importResume(ready.id), {}, { cookie: ownerCookie });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(IMPORT_NOT_STALLED_MESSAGE);
  });
});

describe("an address nothing answers", () => {
  it("is the not-found page with a 404, never an API error", async () => {
    const answer = await callSite<string>("/2019/01/never-imported/", { redirect: "manual" });
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toContain("text/html");
    expect(answer.body).toContain("Page Not Found");
  });
});

describe("what the import refuses", () => {
  it("is the owner's alone", async () => {
    expect((await callSite(apiPaths.imports)).status).toBe(401);
    expect((await callSite(apiPaths.imports, { cookie: memberCookie })).status).toBe(403);
    const upload = await uploadImport(strToU8("<rss></rss>"), "x.xml", memberCookie);
    expect(upload.status).toBe(403);
  });

  it("answers a missing file, or a file of no known format, before anything is kept", async () => {
    const before = (await adminDb.collection("importJobs").count().get()).data().count;
    const empty = await callSite<{ message: string }>(apiPaths.imports, { method: "POST", body: new FormData(), cookie: ownerCookie });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(IMPORT_FILE_MISSING_MESSAGE);
    const photo = await callSite<{ message: string }>(apiPaths.imports, { method: "POST", body: importForm(await stillPng("#000"), "photo.png"), cookie: ownerCookie });
    expect(photo.status).toBe(415);
    expect(photo.body.message).toBe("This file is not a WordPress export, a Ghost export or a zip of Markdown files.");
    expect((await adminDb.collection("importJobs").count().get()).data().count).toBe(before);
  });

  it("fails a broken file with a sentence for the owner, writing nothing", async () => {
    const broken = await dryRun(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]), "broken.zip", ownerCookie);
    jobs.push(broken.id);
    expect(broken.status).toBe("failed");
    expect(broken.failure.length).toBeGreaterThan(10);
    expect(broken.failure).not.toMatch(/error|exception|undefined/i);
  });
});

describe("a real WordPress export (the theme unit test data)", () => {
  it("comes in with its posts, dates, comments and old addresses; images it cannot reach are reported, not fatal", async () => {
    const file = readFileSync(new URL("../fixtures/imports/themeunittestdata.wordpress.xml", import.meta.url));
    const read = await dryRun(file, "themeunittestdata.wordpress.xml", ownerCookie);
    jobs.push(read.id);
    expect(read.status, read.failure).toBe("ready");
    expect(read.source).toBe("WordPress");
    const posts = read.dryRun!.types.find((type) => type.type === "post")!;
    expect(posts.count).toBeGreaterThan(20);
    const done = await runImport(read.id, { post: "articles", page: "skip" }, ownerCookie);
    expect(done.status, done.failure).toBe("done");
    const items = await importedItems(read.id);
    expect(items.length + done.report!.failuresCount).toBe(posts.count);
    expect(done.report!.comments).toBeGreaterThan(0);
    expect(done.report!.redirects).toBeGreaterThan(0);
    // Every item is one of ours, readable by its page when public.
    const published = items.find((item) => item.data.status === "published" && item.data.commentCount > 0)!;
    const page = await callSite<Writing>(apiPaths.item("articles", published.id));
    expect(page.status).toBe(200);
    expect(page.body.comments.length).toBeGreaterThan(0);
    expect(page.body.comments[0]!.imported).toBeDefined();
    // WordPress's short link, `/?p=ID`, answers 301 to the new page as the permalink does.
    const short = await callSite(`/?p=${String(published.data.importedFrom.sourceId)}`, { redirect: "manual" });
    expect(short.status).toBe(301);
    expect(new URL(short.headers.get("location")!, "http://x").pathname).toBe(`/articles/${published.id}`);
  }, 600_000);
});
