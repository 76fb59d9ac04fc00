import type { MediaField } from "./media";

/**
 * Alt text (issue 22): each image field of an item carries a description its owner writes, read by screen readers
 * and search engines instead of the image, and used in link previews. Plain values (no zod), so the editor and the
 * pages can use them on first load; alt-text-schemas.ts holds the shapes.
 *
 * An item stores and answers `alt`, a map from the stored field name (`headerImg`, `mainImg`, `fileUrl`) to its
 * text; cards carry only their card image's. Items saved before alt texts existed have none: pages fall back to the
 * title, as they did.
 */
export type AltTexts = Record<string, string>;

/** The most an alt text may be: a sentence or two, as screen reader users expect, not a paragraph. */
export const ALT_TEXT_MAX = 250;

export const ALT_TEXT_TOO_LONG = `Alt text is limited to ${ALT_TEXT_MAX} characters.`;

/** The editor's warning beside an image without alt text; saving still works. */
export const ALT_TEXT_MISSING = "Add alt text: people using screen readers, and search engines, read it instead of the image.";

/** Whether a file field can hold an image, and so takes an alt text. */
export const takesAltText = (field: MediaField) => field.accepts !== "video";

/**
 * The multipart text field of POST and PUT carrying a file field's alt text: `headerImgAlt`, `mainImgAlt`, `fileAlt`.
 * Each is optional. Sent empty, it clears the alt text; left out of an edit, the saved one stays.
 */
export const altFieldName = (field: MediaField) => `${field.name}Alt`;

/** The image-capable fields of a kind's media. */
export const altTextFields = (media: readonly MediaField[]) => media.filter(takesAltText);

/** An item's alt text for one stored image field, or "" when it has none. */
export const altTextOf = (alt: AltTexts | undefined, stored: string): string => alt?.[stored] ?? "";
