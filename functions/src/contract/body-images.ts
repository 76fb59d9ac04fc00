import { z } from "zod";

/**
 * Images in the body (docs/long-form.md, Images): uploaded one at a time to POST /api/{kind}/{id}/body-images (owner),
 * checked, stripped and resized as the item's other media are, and stored beside them; the answer is the URL the
 * Markdown uses. A new item has no folder yet: it is saved once (as a draft) before images are added.
 *
 * A module of its own, apart from long-form.ts, which the item schemas every reader loads import: only the server and
 * the owner's lazily loaded editor need these.
 */
export const BODY_IMAGE_FIELD = "image";
/** Body images one item may have: each keeps its URL in the item document, which must stay small. */
export const BODY_IMAGES_MAX = 100;
export const BODY_IMAGE_ALT_MESSAGE = "Every image in the body needs a description (alt text).";
export const BODY_IMAGE_MISSING_MESSAGE = "Choose an image to upload.";
export const BODY_IMAGES_FULL_MESSAGE = `An item's body can have at most ${BODY_IMAGES_MAX} uploaded images.`;
/** What the editor says where an image cannot be added yet: the item has no id, so no folder for its files. */
export const BODY_IMAGE_SAVE_FIRST_MESSAGE = "Save the draft once to add images.";
export const bodyImageSchema = z.object({ url: z.string() });
export type BodyImage = z.infer<typeof bodyImageSchema>;
