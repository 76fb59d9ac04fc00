import type { WritingSummary } from "@contract/posts";

const CARD_PREVIEW_LENGTH = 30;
const RELATED_PREVIEW_LENGTH = 50;

/** SPEC section 2: a list card shows the first 30 characters of the first paragraph plus dots. */
export function cardPreview(firstParagraph: string): string {
  return `${firstParagraph.slice(0, CARD_PREVIEW_LENGTH)}...`;
}

/** SPEC section 2: a related card shows the first 50 characters, with '...' only when there was more. */
export function relatedPreview(firstParagraph: string): string {
  return firstParagraph.length > RELATED_PREVIEW_LENGTH
    ? `${firstParagraph.slice(0, RELATED_PREVIEW_LENGTH)}...`
    : firstParagraph;
}

/** SPEC section 7: related items come from the list, same category and not the item itself. */
export function relatedWritings<T extends Pick<WritingSummary, "_id" | "category">>(
  writings: readonly T[],
  current: Pick<WritingSummary, "_id" | "category">,
): T[] {
  return writings.filter((writing) => writing.category === current.category && writing._id !== current._id);
}
