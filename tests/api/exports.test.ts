// The owner's site export (issue 36, docs/import-export.md), against the real stack through Hosting: the owner starts
// a job, the exportTasks function writes the file, and the download is the whole site: every item in every state with
// its comments and Markdown, the media files byte for byte, members' public profiles only, subscriptions as counts;
// or a WordPress WXR file that parses. Nobody else can start, see or download one.
import { getApps } from "firebase-admin/app";
import { Timestamp } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ITEM_KIND_NAMES } from "@contract/item-kinds";
import { exportJobSchema, exportListAnswerSchema, type ExportJob } from "@contract/exports";
import type { ExportedItem, ExportedRecord, ExportManifest } from "@contract/site-export";
import { directUser } from "../support/accounts";
import { itemComment } from "../support/community-fixtures";
import { TINY_PNG } from "../support/images";
import { freshItem, removeItem, type TestItem } from "../support/items";
import { adminAuth, adminDb, callSite, owner, postJson, randomAddress, sessionCookieFor, siteUrl } from "../support/stack";
import { digest } from "../../functions/src/services/secrets";

const bucket = getStorage(getApps().find((app) => app.name === "tests")).bucket();
const items: TestItem[] = [];
const mediaPath = `media/blogs/export-test-${Date.now()}/picture.png`;
let ownerCookie = "";
let ownerUid = "";
let published: TestItem;
let draft: TestItem;
let scheduled: TestItem;
let trashed: TestItem;
let memberEmail = "";
let memberUid = "";

// A comment that would end a CDATA section early, and markup that must stay text.
const COMMENT_TEXT = "A comment to export ]]> <b>bold?</b> & done";

const clearExportLimit = () => adminDb.collection("rateLimits").doc(`site-export_${digest(ownerUid)}`).delete();

beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
  ownerUid = (await adminAuth.getUserByEmail(owner.email)).uid;
  await clearExportLimit();
  published = await freshItem("blogs");
  draft = await freshItem("articles");
  scheduled = await freshItem("projects");
  trashed = await freshItem("random-post");
  items.push(published, draft, scheduled, trashed);
  await draft.ref.update({ status: "draft", title: "Export draft", body: "## A draft's body\n\nWords." });
  await scheduled.ref.update({ publishAt: Timestamp.fromMillis(Date.now() + 7 * 24 * 3600_000), title: "Export scheduled" });
  await trashed.ref.update({ status: "trashed", trashedAt: Timestamp.now(), title: "Export trashed" });
  await published.ref.update({ title: "Export published ]]> <b>&amp;", previewToken: "a".repeat(43) });
  const member = await directUser();
  memberEmail = member.user.email;
  memberUid = (await adminAuth.getUserByEmail(memberEmail)).uid;
  await itemComment(published.ref, { uid: memberUid, username: member.user.username }, COMMENT_TEXT);
  await bucket.file(mediaPath).save(TINY_PNG, { contentType: "image/png", resumable: false });
}, 60_000);

afterAll(async () => {
  await Promise.all(items.map(removeItem));
  await bucket.file(mediaPath).delete({ ignoreNotFound: true });
  await clearExportLimit();
});

/** Starts an export as the owner and waits for its task to finish it. */
async function exportAs(format: "zip" | "wxr"): Promise<ExportJob> {
  const started = await postJson<{ success: boolean; message: string; job: unknown }>("/api/exports", { format }, { cookie: ownerCookie });
  expect(started.status).toBe(202);
  expect(started.body.message).toBe("The export has started. It keeps running if you leave this page.");
  let job = exportJobSchema.parse(started.body.job);
  expect(["queued", "running", "done"]).toContain(job.status);
  const until = Date.now() + 150_000;
  while (job.status !== "done" && job.status !== "failed" && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    job = exportJobSchema.parse((await callSite<{ job: unknown }>(`/api/exports/${job.id}`, { cookie: ownerCookie })).body.job);
  }
  expect(job).toMatchObject({ status: "done", failure: null, downloadable: true });
  expect(job.progress.done).toBe(job.progress.total);
  return job;
}

async function download(job: ExportJob): Promise<{ response: Response; bytes: Uint8Array }> {
  const response = await fetch(`${siteUrl}/api/exports/${job.id}/download`, { headers: { Cookie: ownerCookie } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const json = <T>(files: Record<string, Uint8Array>, path: string): T => JSON.parse(strFromU8(files[path]!)) as T;

describe("the owner's zip export", () => {
  it("holds every item in every state with its comments and Markdown, the media, and members' public profiles only", async () => {
    const job = await exportAs("zip");
    expect(job.fileName).toMatch(/^devfolio-export-\d{8}-\d{4}\.zip$/);
    const { response, bytes } = await download(job);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${job.fileName}"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(bytes.length).toBe(job.sizeBytes);
    const files = unzipSync(bytes);

    const manifest = json<ExportManifest>(files, "manifest.json");
    expect(manifest).toMatchObject({ format: "devfolio-export", version: 1, origin: siteUrl });
    for (const kind of ITEM_KIND_NAMES) {
      const exported = json<ExportedItem[]>(files, `items/${kind}.json`);
      expect(manifest.counts[kind]).toBe(exported.length);
      for (const item of exported) expect(files[`items/${kind}/${item.id}.md`], `${kind}/${item.id}.md`).toBeDefined();
    }
    const byId = (kind: string, id: string) => json<ExportedItem[]>(files, `items/${kind}.json`).find((item) => item.id === id);
    expect(byId("articles", draft.id)?.fields).toMatchObject({ status: "draft", body: "## A draft's body\n\nWords." });
    expect(byId("projects", scheduled.id)?.fields.status).toBe("published");
    expect(Date.parse(String(byId("projects", scheduled.id)?.fields.publishAt))).toBeGreaterThan(Date.now());
    expect(byId("random-post", trashed.id)?.fields.status).toBe("trashed");
    expect(byId("random-post", trashed.id)?.timestampFields).toEqual(expect.arrayContaining(["createdAt", "publishAt", "trashedAt"]));
    // What is derived or secret stays out; the item's own record is whole.
    const blog = byId("blogs", published.id)!;
    expect(blog.fields).not.toHaveProperty("searchWords");
    expect(blog.fields).not.toHaveProperty("previewToken");
    expect(blog.fields).toHaveProperty("mainImg");
    expect(blog.comments.map((comment) => comment.fields.text)).toEqual([COMMENT_TEXT]);
    expect(blog.comments[0]!.timestampFields).toEqual(["createdAt"]);
    expect(manifest.counts.comments).toBe(Object.keys(files).filter((path) => /^items\/[^/]+\.json$/.test(path)).reduce((sum, path) => sum + json<ExportedItem[]>(files, path).reduce((n, item) => n + item.comments.length, 0), 0));

    // Each item's Markdown: front matter first, then the item as Markdown.
    const markdown = strFromU8(files[`items/articles/${draft.id}.md`]!);
    expect(markdown.startsWith(`---\nid: "${draft.id}"\nstatus: "draft"\ndraft: true\ntitle: "Export draft"\nkind: "articles"\n`)).toBe(true);
    expect(markdown).toContain("\n---\n");
    expect(markdown).toContain("## A draft's body\n\nWords.");
    expect(strFromU8(files[`items/random-post/${trashed.id}.md`]!)).toMatch(/^---\nid: ".+"\nstatus: "trashed"\ndraft: true\ntrashedAt: "\d{4}-/);

    // The media, byte for byte as Storage holds them.
    expect(Buffer.from(files[mediaPath]!)).toEqual(TINY_PNG);
    expect(manifest.counts.mediaFiles).toBe(Object.keys(files).filter((path) => path.startsWith("media/") || path.startsWith("fediverse-media/")).length);

    // Members: public profile fields only, never an email or a setting.
    const members = json<ExportedRecord[]>(files, "members.json");
    expect(manifest.counts.members).toBe(members.length);
    const exportedMember = members.find((each) => each.id === memberUid);
    expect(exportedMember).toBeDefined();
    for (const each of members) {
      expect(Object.keys(each.fields).every((name) => ["name", "username", "profileImage", "followers", "following", "score", "createdAt"].includes(name))).toBe(true);
    }
    const membersText = strFromU8(files["members.json"]!);
    expect(membersText).not.toContain(memberEmail);
    expect(membersText).not.toContain(owner.email);
    expect(membersText).not.toContain("commentingDisabled");

    // Subscriptions as counts, never who.
    const subscriptions = json<{ members: number; posts: Record<string, number>; replies: number }>(files, "subscriptions.json");
    expect(typeof subscriptions.members).toBe("number");
    expect(Object.values(subscriptions.posts).every((count) => typeof count === "number")).toBe(true);
    expect(strFromU8(files["subscriptions.json"]!)).not.toContain(memberUid);
    expect(json<Record<string, unknown>>(files, "settings.json")).toBeTypeOf("object");
    expect(json<ExportedRecord[]>(files, "reviews.json").length).toBe(manifest.counts.reviews);

    // The file has no public address: no download token, outside media/.
    const [stored] = await bucket.getFiles({ prefix: `exports/${job.id}/` });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.metadata.metadata?.firebaseStorageDownloadTokens).toBeUndefined();

    // The owner's audit log names the export.
    const audit = await adminDb.collection("auditLog").where("target", "==", `exports/${job.id}`).get();
    expect(audit.docs.map((doc) => doc.get("action"))).toEqual(["site.export"]);

    // Listed among the recent exports, newest first.
    const list = exportListAnswerSchema.parse((await callSite("/api/exports", { cookie: ownerCookie })).body);
    expect(list.jobs[0]!.id).toBe(job.id);
    expect(list.jobs.length).toBeLessThanOrEqual(10);
  }, 200_000);
});

describe("the WordPress export", () => {
  it("is a WXR 1.2 file WordPress reads: the items with their statuses, featured images and comments", async () => {
    const job = await exportAs("wxr");
    expect(job.fileName).toMatch(/^devfolio-wordpress-\d{8}-\d{4}\.xml$/);
    const { response, bytes } = await download(job);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = Buffer.from(bytes).toString("utf8");
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, cdataPropName: false, isArray: (name) => ["item", "wp:comment", "category", "wp:postmeta", "wp:category", "wp:tag"].includes(name) }).parse(xml);
    const channel = parsed.rss.channel;
    expect(channel["wp:wxr_version"]).toBe(1.2);
    expect(channel["wp:base_site_url"]).toBe(siteUrl);
    expect(channel["wp:author"]["wp:author_login"]).toBe("alexmorgan");
    expect(channel["wp:category"].map((each: Record<string, string>) => each["wp:cat_name"])).toEqual(expect.arrayContaining(["Articles", "Blogs", "Projects"]));
    const posts = (channel.item as Array<Record<string, unknown>>).filter((item) => item["wp:post_type"] === "post");
    const statusOf = (title: string) => posts.find((post) => post.title === title)?.["wp:status"];
    expect(statusOf("Export draft")).toBe("draft");
    expect(statusOf("Export scheduled")).toBe("future");
    expect(statusOf("Export trashed")).toBe("trash");
    const blog = posts.find((post) => post.title === "Export published ]]> <b>&amp;")!;
    expect(blog["wp:status"]).toBe("publish");
    expect(String(blog.link)).toBe(`${siteUrl}/blogs/${published.id}`);
    const comments = blog["wp:comment"] as Array<Record<string, unknown>>;
    expect(comments.map((comment) => comment["wp:comment_content"])).toEqual([COMMENT_TEXT]);
    expect(xml).toContain("<wp:comment_content><![CDATA[A comment to export ]]]]><![CDATA[> <b>bold?</b> & done]]></wp:comment_content>");
    expect(comments[0]!["wp:comment_approved"]).toBe(1);
    expect(String(blog["content:encoded"])).toContain("<p>");
    // The featured image is an attachment the post names.
    const thumbnail = (blog["wp:postmeta"] as Array<Record<string, unknown>>).find((meta) => meta["wp:meta_key"] === "_thumbnail_id")!["wp:meta_value"];
    const attachment = (channel.item as Array<Record<string, unknown>>).find((item) => item["wp:post_id"] === thumbnail)!;
    expect(attachment["wp:post_type"]).toBe("attachment");
    expect(attachment["wp:post_parent"]).toBe(blog["wp:post_id"]);
    expect(String(attachment["wp:attachment_url"])).toMatch(/^http/);
    expect(posts.length).toBe(job.progress.total);
  }, 200_000);
});

describe("who may export", () => {
  it("refuses guests and members, queues nothing for them, and answers clear messages for bad input", async () => {
    const before = (await adminDb.collection("exports").count().get()).data().count;
    const member = await directUser();
    const guestTry = await postJson<{ message: string }>("/api/exports", { format: "zip" }, { headers: { "X-Forwarded-For": randomAddress() } });
    expect(guestTry.status).toBe(401);
    const memberTry = await postJson<{ message: string }>("/api/exports", { format: "zip" }, { cookie: member.cookie });
    expect(memberTry.status).toBe(403);
    expect((await callSite("/api/exports", { cookie: member.cookie })).status).toBe(403);
    const [someJob] = (await adminDb.collection("exports").orderBy("createdAt", "desc").limit(1).get()).docs;
    expect((await callSite(`/api/exports/${someJob!.id}`, { cookie: member.cookie })).status).toBe(403);
    expect((await callSite(`/api/exports/${someJob!.id}/download`, { cookie: member.cookie })).status).toBe(403);
    expect((await callSite(`/api/exports/${someJob!.id}/download`)).status).toBe(401);
    expect((await adminDb.collection("exports").count().get()).data().count).toBe(before);

    const wrong = await postJson<{ message: string }>("/api/exports", { format: "pdf" }, { cookie: ownerCookie });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Choose the export\'s format: "zip" or "wxr".');
    const unknown = await callSite<{ message: string }>("/api/exports/no-such-job/download", { cookie: ownerCookie });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Export not found.");
    expect((await adminDb.collection("exports").count().get()).data().count).toBe(before);
  }, 60_000);

  it("limits the owner to a few exports an hour, with a clear 429", async () => {
    await clearExportLimit();
    await adminDb.collection("rateLimits").doc(`site-export_${digest(ownerUid)}`).set({ count: 5, endsAt: Timestamp.fromMillis(Date.now() + 30 * 60_000) });
    const before = (await adminDb.collection("exports").count().get()).data().count;
    const answer = await postJson<{ message: string }>("/api/exports", { format: "zip" }, { cookie: ownerCookie });
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(/^You have started several exports in the last hour\. Please try again in \d+ minutes\.$/);
    expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await adminDb.collection("exports").count().get()).data().count).toBe(before);
    await clearExportLimit();
  });
});
