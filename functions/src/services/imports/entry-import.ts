import { FieldValue, Timestamp, type WriteBatch } from "firebase-admin/firestore";
import type { ImportReportLine } from "../../contract/import-jobs";
import type { ImportComment, ImportEntry } from "../../contract/imports";
import { ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { searchTextsOf, searchWordsOf } from "../../contract/search-words";
import { db } from "../../firebase";
import { DomainError } from "../domain-error";
import { COMMENTS } from "../engagement/likes-and-comments";
import { renderedBodyFields, takesBody } from "../items/long-form";
import { collectionOf } from "../items/publishing-service";
import { keepRevision } from "../items/revisions";
import { PUBLISH_AT, STATUS } from "../items/visibility";
import { ANNOUNCEMENTS, announcementId } from "../mail/announcements";
import { BODY_IMAGES } from "../media/media-access";
import type { StoredMedia } from "../media/media-files";
import { removeFiles } from "../media/media-storage";
import { noteSearchChange } from "../search/log";
import { mapEntry } from "./entry-fields";
import { repointImage, storeBodyImage, storeFeatureImage } from "./entry-media";
import { ledgerRef } from "./import-ledger";
import { oldLinkRef } from "./old-links";

/**
 * One imported entry becomes one item (docs/import-export.md): its fields mapped onto the kind, its images brought in,
 * its body rendered as the editor's saves are, its approved comments kept as imported comments, its old addresses
 * answering 301 to the new page, and the ledger's line that keeps it from coming in twice, all in one batch. Its files
 * are stored first and removed again if the batch fails, as the owner's own saves do.
 */

export type EntryOutcome =
  | { outcome: "created"; kind: ItemKind; id: string; comments: number; images: number; redirects: number; imageFailures: ImportReportLine[] }
  | { outcome: "failed"; reason: string; imageFailures: ImportReportLine[] };

/** Comments, old links and the rest written with the item: a batch takes 500 writes, so the comments are bounded. */
const COMMENTS_PER_ENTRY = 400;

/** When the entry is public, or will be; a draft's time is when it was saved, as the owner's drafts are. */
function publicationOf(entry: ImportEntry): Record<string, unknown> {
  const at = entry.publishedAt ? Timestamp.fromDate(new Date(entry.publishedAt)) : Timestamp.now();
  if (entry.status === "draft") return { [STATUS]: "draft", [PUBLISH_AT]: Timestamp.now() };
  return { [STATUS]: "published", [PUBLISH_AT]: at };
}

function commentRecord(comment: ImportComment) {
  return {
    authorUid: "",
    username: comment.authorName.slice(0, 100) || "Reader",
    text: comment.text,
    createdAt: Timestamp.fromDate(new Date(comment.createdAt)),
    imported: { authorUrl: comment.authorUrl ?? "" },
  };
}

/** The item's file fields for its featured image, as the owner's create stores them. */
function mediaFields(kind: ItemKind, field: string | null, stored: StoredMedia | null): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  const variants: Record<string, unknown> = {};
  const mediaPaths: Record<string, unknown> = {};
  for (const each of ITEM_KINDS[kind].media) {
    const mine = each.name === field ? stored : null;
    document[each.stored] = mine?.url ?? "";
    variants[each.stored] = mine?.variants ?? [];
    mediaPaths[each.stored] = mine?.paths ?? [];
  }
  return { ...document, variants, mediaPaths };
}

export async function importEntry(jobId: string, ledgerKey: string, entry: ImportEntry, kind: ItemKind): Promise<EntryOutcome> {
  const imageFailures: ImportReportLine[] = [];
  const mapping = mapEntry(kind, entry);
  if (!mapping.ok) return { outcome: "failed", reason: mapping.reason, imageFailures };
  const { fields, imageField } = mapping.mapped;
  const ref = collectionOf(kind).doc();
  const storedPaths: string[] = [];
  try {
    // The featured image; a short post without one takes the body's first image.
    const cover = entry.featureImage ?? (imageField === "file" ? entry.bodyImages[0] ?? null : null);
    let coverMedia: StoredMedia | null = null;
    if (cover && imageField) {
      const stored = await storeFeatureImage(jobId, kind, ref.id, imageField, cover);
      if (stored.ok) {
        coverMedia = stored.value;
        storedPaths.push(...stored.value.paths);
      } else imageFailures.push({ title: entry.title, reason: `${cover.url}: ${stored.reason}` });
    }
    if (imageField === "file" && !coverMedia) {
      return { outcome: "failed", reason: `Its image could not be brought in, and a ${ITEM_KINDS[kind].label} needs one.`, imageFailures };
    }
    // The body's images, for the kinds with a body.
    let body = typeof fields.body === "string" ? fields.body : "";
    const bodyImageUrls: string[] = [];
    if (takesBody(kind)) {
      for (const image of entry.bodyImages) {
        const stored = await storeBodyImage(jobId, kind, ref.id, image);
        if (stored.ok) {
          storedPaths.push(stored.value.path);
          bodyImageUrls.push(stored.value.url);
          body = repointImage(body, image.url, { url: stored.value.url, alt: image.alt || `Image from “${entry.title}”` });
        } else {
          imageFailures.push({ title: entry.title, reason: `${image.url}: ${stored.reason}` });
          body = repointImage(body, image.url, { link: true });
        }
      }
    }
    const textFields = { ...fields };
    delete textFields.body;
    const longForm = takesBody(kind) ? await renderedBodyFields(body, false) : {};
    const comments = entry.comments.slice(0, COMMENTS_PER_ENTRY);
    const batch = db().batch();
    batch.create(ref, {
      ...textFields,
      ...longForm,
      searchWords: searchWordsOf(searchTextsOf(textFields, ITEM_KINDS[kind].searchFields)),
      ...mediaFields(kind, imageField, coverMedia),
      alt: coverMedia && cover?.alt && imageField ? { [ITEM_KINDS[kind].media.find((each) => each.name === imageField)!.stored]: cover.alt } : {},
      ...(bodyImageUrls.length > 0 ? { [BODY_IMAGES]: bodyImageUrls } : {}),
      ...publicationOf(entry),
      likeCount: 0,
      commentCount: comments.length,
      createdAt: entry.publishedAt ? Timestamp.fromDate(new Date(entry.publishedAt)) : FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      importedFrom: { jobId, sourceId: entry.sourceId.slice(0, 500) },
    });
    noteSearchChange(batch, kind, ref.id);
    keepRevision(batch, ref, undefined, { ...textFields, ...(takesBody(kind) ? { body } : {}) });
    batch.create(ledgerRef(ledgerKey), { kind, id: ref.id, jobId, at: FieldValue.serverTimestamp() });
    for (const comment of comments) batch.create(ref.collection(COMMENTS).doc(), commentRecord(comment));
    const redirects = writeOldLinks(batch, entry.oldPaths, `${ITEM_KINDS[kind].pagePath}/${ref.id}`);
    // Items already public when they arrive are old news to this site's subscribers: no announcement mail is sent
    // (the gate says why). A scheduled one is announced at its time, as the owner's own are (entry-import's caller).
    if (entry.status === "published") {
      batch.set(db().collection(ANNOUNCEMENTS).doc(announcementId(kind, ref.id)), { id: ref.id, state: "imported", pages: 0, mails: 0, createdAt: FieldValue.serverTimestamp() });
    }
    await batch.commit();
    return { outcome: "created", kind, id: ref.id, comments: comments.length, images: storedPaths.length > 0 ? (coverMedia ? 1 : 0) + bodyImageUrls.length : 0, redirects, imageFailures };
  } catch (error) {
    await removeFiles(storedPaths);
    if (error instanceof DomainError) return { outcome: "failed", reason: error.message, imageFailures };
    // Two tasks raced for one entry: the other one brought it in.
    if ((error as { code?: number }).code === 6) return { outcome: "failed", reason: "It was imported at the same moment by another task.", imageFailures };
    throw error;
  }
}

/** Old addresses that answer 301 to the new page; an address an earlier import took now leads to this item. */
function writeOldLinks(batch: WriteBatch, paths: string[], to: string): number {
  const seen = new Set<string>();
  for (const path of paths) {
    const ref = oldLinkRef(path);
    if (!ref || seen.has(ref.id)) continue;
    seen.add(ref.id);
    batch.set(ref, { path, to });
  }
  return seen.size;
}
