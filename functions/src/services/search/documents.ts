import type { DocumentData } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";
import { ITEM_KINDS, type ItemKind, type ItemKindSpec } from "../../contract/item-kinds";
import { parseMarkup } from "../../contract/markup";
import { PUBLISH_AT, STATUS } from "../items/visibility";

/**
 * What the site-wide search indexes of an item: its title, its whole body (every paragraph, desc, description,
 * feature and technology of its shape) and its category, as plain text. Descriptions carry SPEC section 3's
 * markup; the index and the snippets read what a reader reads (link labels, bold text), not the markup.
 */

/** The body fields of each shape, in the order the item's page shows them. */
const BODY_FIELDS: Record<ItemKindSpec["shape"], readonly string[]> = {
  project: ["shortDescription", "shortFeature1", "shortFeature2", "shortFeature3", "description", "keyFeatures", "technologiesUsed"],
  // bodyText: the long-form body as a reader reads it (services/items/long-form.ts), after the paragraphs.
  writing: ["firstParagraph", "secondParagraph", "lastParagraph", "bodyText"],
  "short-post": ["desc"],
};

/** The fields the index build reads of each kind (a `select`, so it never downloads media fields or counters). */
export const indexedFieldsOf = (kind: ItemKind): string[] => ["title", "category", STATUS, PUBLISH_AT, ...BODY_FIELDS[ITEM_KINDS[kind].shape]];

export interface SearchDocument {
  /** `${kind}/${id}`, the index's id. */
  key: string;
  kind: ItemKind;
  id: string;
  title: string;
  body: string;
  category: string;
  /** When the item is (or becomes) public: searches leave it out before then. */
  publishAtMs: number;
}

export const searchKeyOf = (kind: ItemKind, id: string) => `${kind}/${id}`;

/** Plain text of a markup string: what the page shows of it. */
function plainText(source: string): string {
  return parseMarkup(source)
    .map((node) => (node.type === "br" ? "\n" : node.type === "link" ? node.label || node.href : node.text))
    .join("");
}

function textOf(value: unknown): string {
  if (typeof value === "string") return plainText(value);
  if (Array.isArray(value)) return value.filter((each): each is string => typeof each === "string").join(", ");
  return "";
}

/**
 * The search document of a stored item, or null when no search may ever find it as it stands: a draft, an item in
 * the trash, or one without a publish time. A scheduled item is indexed with its time and left out until then, so
 * it appears at that moment without anyone acting (services/items/visibility.ts decides "public" the same way).
 */
export function searchDocumentOf(kind: ItemKind, id: string, data: DocumentData | undefined): SearchDocument | null {
  if (!data || data[STATUS] !== "published") return null;
  const publishAt = data[PUBLISH_AT];
  if (!(publishAt instanceof Timestamp)) return null;
  const body = BODY_FIELDS[ITEM_KINDS[kind].shape]
    .map((field) => textOf(data[field]).trim())
    .filter(Boolean)
    .join("\n");
  return {
    key: searchKeyOf(kind, id),
    kind,
    id,
    title: textOf(data.title),
    body,
    category: textOf(data.category),
    publishAtMs: publishAt.toMillis(),
  };
}
