import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from "fflate";
import type { Query } from "firebase-admin/firestore";
import { ITEM_KINDS, ITEM_KIND_NAMES, type ItemKind } from "../../contract/item-kinds";
import type { ShortPost, Writing } from "../../contract/posts";
import type { Project } from "../../contract/projects";
import { POST_CHOICES } from "../../contract/subscriptions";
import {
  EXPORT_FORMAT,
  EXPORT_MANIFEST_PATH,
  EXPORT_VERSION,
  exportItemMarkdownPath,
  exportItemsPath,
  type ExportedItem,
  type ExportManifest,
} from "../../contract/site-export";
import { db } from "../../firebase";
import { USERS } from "../accounts/users-service";
import { REVIEWS } from "../engagement/reviews-service";
import { itemMarkdown } from "../items/item-markdown";
import { toProject } from "../items/projects-service";
import { toShortPost } from "../items/short-posts-service";
import { toWriting } from "../items/writings-service";
import { SUBSCRIPTIONS } from "../mail/subscriptions-service";
import { commentsOfPage, exportedRecord, pagesOf } from "./export-records";
import type { FileSink } from "./file-sink";
import { mediaFilePages, type ExportProgress } from "./export-sources";

/**
 * The owner's zip of the whole site (issue 36; layout in contract/site-export.ts, docs/import-export.md). Written as
 * it is read: each collection a page at a time, each entry deflated into the sink as it goes, each media file copied
 * from Storage chunk by chunk, so memory stays flat however many items and files there are. fflate buffers the
 * output of a file added while another is open, so entries are written strictly one after the other; that is why
 * each kind is read twice (its JSON, then its Markdown files).
 */

/** Derived or secret fields an item record leaves out: search words are rebuilt on save, a preview link is a key. */
export const ITEM_FIELDS_LEFT_OUT = ["searchWords", "previewToken"] as const;

/** The fields of a member's profile that anybody can see on their public page; nothing else of theirs is exported. */
export const PUBLIC_MEMBER_FIELDS = ["name", "username", "profileImage", "followers", "following", "score", "createdAt"] as const;

/** The item as its page answer shapes it, for the Markdown writer. */
function pageShapeOf(kind: ItemKind, doc: FirebaseFirestore.DocumentSnapshot): Project | Writing | ShortPost {
  const shape = ITEM_KINDS[kind].shape;
  const item = shape === "project" ? toProject(doc) : shape === "writing" ? toWriting(doc) : toShortPost(doc);
  // The Markdown uses the page's fields only; the viewer's like and the first comments it never reads.
  return item as unknown as Project | Writing | ShortPost;
}

/** The item's Markdown file: the page's, with what a restore needs to know first in its front matter. */
export function exportedMarkdown(kind: ItemKind, doc: FirebaseFirestore.DocumentSnapshot, origin: string): string {
  const item = pageShapeOf(kind, doc);
  const body = typeof doc.get("body") === "string" ? (doc.get("body") as string) : "";
  const markdown = itemMarkdown(kind, item, body, origin);
  const trashedAt = doc.get("trashedAt") as FirebaseFirestore.Timestamp | undefined;
  const extra = [`id: ${JSON.stringify(doc.id)}`, `status: ${JSON.stringify(item.status)}`];
  if (item.status !== "published") extra.push("draft: true");
  if (trashedAt && typeof trashedAt.toDate === "function") extra.push(`trashedAt: ${JSON.stringify(trashedAt.toDate().toISOString())}`);
  // itemMarkdown starts with the "---\n" line; the extra lines go right after it (sliced, never a replacement string).
  return `---\n${extra.join("\n")}\n${markdown.slice(4)}`;
}

class ZipWriter {
  private readonly zip: Zip;
  private failure: Error | null = null;

  constructor(private readonly sink: FileSink) {
    this.zip = new Zip((error, chunk) => {
      if (error) this.failure ??= error;
      else this.sink.write(chunk);
    });
  }

  async ready(): Promise<void> {
    if (this.failure) throw this.failure;
    await this.sink.ready();
  }

  async text(path: string, text: string): Promise<void> {
    const entry = new ZipDeflate(path, { level: 6 });
    this.zip.add(entry);
    entry.push(strToU8(text), true);
    await this.ready();
  }

  /** A JSON array written one element at a time, pretty-printed so it reads without tools. */
  jsonArray(path: string) {
    const entry = new ZipDeflate(path, { level: 6 });
    this.zip.add(entry);
    entry.push(strToU8("["));
    let empty = true;
    return {
      add: async (value: unknown) => {
        entry.push(strToU8(`${empty ? "\n" : ",\n"}${JSON.stringify(value, null, 2)}`));
        empty = false;
        await this.ready();
      },
      end: async () => {
        entry.push(strToU8(empty ? "]\n" : "\n]\n"), true);
        await this.ready();
      },
    };
  }

  /** Bytes already compressed (images, videos), stored as they are, one chunk at a time. */
  async stored(path: string, chunks: AsyncIterable<Uint8Array>): Promise<void> {
    const entry = new ZipPassThrough(path);
    this.zip.add(entry);
    for await (const chunk of chunks) {
      entry.push(chunk);
      await this.ready();
    }
    entry.push(new Uint8Array(0), true);
    await this.ready();
  }

  async end(): Promise<void> {
    this.zip.end();
    await this.ready();
  }
}

async function countOf(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}

/** Who asked for which mails, as counts only: never who. */
async function subscriptionCounts() {
  const subscriptions = db().collection(SUBSCRIPTIONS);
  const posts = Object.fromEntries(
    await Promise.all(POST_CHOICES.map(async (choice) => [choice, await countOf(subscriptions.where("posts", "array-contains", choice))] as const)),
  );
  return {
    members: await countOf(subscriptions),
    posts,
    replies: await countOf(subscriptions.where("replies", "==", true)),
  };
}

/** The site's settings documents, by "collection/id". */
const SETTINGS_COLLECTIONS = ["fediverseSettings"] as const;

export async function writeSiteZip(sink: FileSink, origin: string, progress: ExportProgress): Promise<ExportManifest> {
  const zip = new ZipWriter(sink);
  const counts = { comments: 0, reviews: 0, members: 0, mediaFiles: 0 } as ExportManifest["counts"];

  for (const kind of ITEM_KIND_NAMES) {
    const collection = db().collection(ITEM_KINDS[kind].collection);
    const list = zip.jsonArray(exportItemsPath(kind));
    counts[kind] = 0;
    for await (const page of pagesOf(collection)) {
      const pageComments = await commentsOfPage(page);
      for (const [index, doc] of page.entries()) {
        const comments: ExportedItem["comments"] = (pageComments[index] ?? []).map((comment) => exportedRecord(comment.id, comment.data()));
        const item: ExportedItem = { ...exportedRecord(doc.id, doc.data(), ITEM_FIELDS_LEFT_OUT), comments };
        await list.add(item);
        counts[kind] += 1;
        counts.comments += comments.length;
        await progress.step();
      }
    }
    await list.end();
    for await (const page of pagesOf(collection)) {
      for (const doc of page) await zip.text(exportItemMarkdownPath(kind, doc.id), exportedMarkdown(kind, doc, origin));
    }
  }

  const reviews = zip.jsonArray("reviews.json");
  for await (const page of pagesOf(db().collection(REVIEWS))) {
    for (const doc of page) {
      await reviews.add(exportedRecord(doc.id, doc.data()));
      counts.reviews += 1;
    }
  }
  await reviews.end();
  await progress.step();

  const members = zip.jsonArray("members.json");
  for await (const page of pagesOf(db().collection(USERS))) {
    for (const doc of page) {
      // An account not yet confirmed, or being deleted, has no public page: it is no member to carry over.
      if (doc.get("expiresAt") !== undefined || doc.get("deletingAt")) continue;
      const data = doc.data();
      const shown = Object.fromEntries(PUBLIC_MEMBER_FIELDS.filter((name) => data[name] !== undefined).map((name) => [name, data[name]]));
      await members.add(exportedRecord(doc.id, shown));
      counts.members += 1;
    }
  }
  await members.end();
  await progress.step();

  await zip.text("subscriptions.json", `${JSON.stringify(await subscriptionCounts(), null, 2)}\n`);
  const settings: Record<string, unknown> = {};
  for (const name of SETTINGS_COLLECTIONS) {
    for await (const page of pagesOf(db().collection(name))) for (const doc of page) settings[`${name}/${doc.id}`] = exportedRecord(doc.id, doc.data());
  }
  await zip.text("settings.json", `${JSON.stringify(settings, null, 2)}\n`);
  await progress.step();

  for await (const files of mediaFilePages()) {
    for (const file of files) {
      await zip.stored(file.name, file.createReadStream());
      counts.mediaFiles += 1;
      await progress.step();
    }
  }

  // Last, so its counts are those of the entries written (a comment added during the export is in both or neither).
  const manifest: ExportManifest = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString(), origin, counts };
  await zip.text(EXPORT_MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
  await progress.step();
  await zip.end();
  return manifest;
}
