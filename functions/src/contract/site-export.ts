import type { ItemKind } from "./item-kinds";

/**
 * The layout of the owner's export zip (issue 36, docs/import-export.md), which the import reads back. Readable
 * without us: JSON for every record, and one Markdown file with front matter per item.
 *
 *   manifest.json                 ExportManifest
 *   items/{kind}.json             ExportedItem[] of that kind, every state (published, draft, scheduled, trashed)
 *   items/{kind}/{id}.md          the item as Markdown, front matter first
 *   reviews.json                  ExportedRecord[]
 *   members.json                  ExportedRecord[]: public profiles only (no email, no settings)
 *   subscriptions.json            counts of email subscriptions per choice, never who
 *   settings.json                 the site's settings documents, by id
 *   media/...                     every media file, at its Storage path
 */
export const EXPORT_FORMAT = "devfolio-export";
export const EXPORT_VERSION = 1;
export const EXPORT_MANIFEST_PATH = "manifest.json";

export interface ExportManifest {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  /** ISO 8601. */
  exportedAt: string;
  /** The site's address at export: media URLs in the records point there. */
  origin: string;
  counts: Record<ItemKind, number> & { comments: number; reviews: number; members: number; mediaFiles: number };
}

/**
 * A Firestore document as exported: its id, its fields with each Timestamp written as ISO 8601, and which fields
 * were Timestamps, so a restore gives them back their type.
 */
export interface ExportedRecord {
  id: string;
  fields: Record<string, unknown>;
  timestampFields: string[];
}

/** An item with its comments (each an ExportedRecord). */
export interface ExportedItem extends ExportedRecord {
  comments: ExportedRecord[];
}

export const exportItemsPath = (kind: ItemKind) => `items/${kind}.json`;
export const exportItemMarkdownPath = (kind: ItemKind, id: string) => `items/${kind}/${id}.md`;
