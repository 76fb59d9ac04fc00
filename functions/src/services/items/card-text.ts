import type { AltTexts } from "../../contract/alt-text";
import { CARD_TEXT_LENGTH } from "../../contract/limits";
import type { Variants } from "../../contract/variants";
import { text } from "../firestore-values";

/**
 * A card's text: the stored text, cut to about CARD_TEXT_LENGTH characters at a word boundary with "…" when it was
 * longer, so a list never carries a whole body (DESIGN.md "Lists stay small").
 */
export function cardText(value: unknown): string {
  const full = text(value);
  if (full.length <= CARD_TEXT_LENGTH) return full;
  let cut = full.slice(0, CARD_TEXT_LENGTH);
  // Half an emoji (a lone high surrogate) would show as a broken character.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const lastSpace = cut.search(/\s\S*$/);
  // Cut at the last space when it is near the end; one very long word is cut where it is.
  if (lastSpace > CARD_TEXT_LENGTH * 0.75) cut = cut.slice(0, lastSpace);
  return `${cut.trimEnd()}…`;
}

/** Only the variants of the image a card shows, not those of the screenshots on the item's page. */
export function cardVariants(variants: Variants, field: string): Variants {
  return { [field]: variants[field] ?? [] };
}

/** Only the alt text of the image a card shows (read with the card's `alt.{field}` projection). */
export function cardAltTexts(alt: AltTexts, field: string): AltTexts {
  return alt[field] ? { [field]: alt[field] } : {};
}
