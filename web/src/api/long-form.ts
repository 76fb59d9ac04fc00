// Before any schema module runs, as in contract-schemas.ts.
import "./zod-without-eval";
import type { ItemKind } from "@contract/item-kinds";
import { ITEM_SCHEMAS, type ItemOf } from "@contract/item-schemas";
import { BODY_IMAGE_FIELD, bodyImageSchema } from "@contract/body-images";
import { bodyPreviewSchema, revisionListSchema, revisionSchema } from "@contract/long-form";
import { apiPaths } from "@contract/routes";
import type { z } from "zod";
import { callApi, sendForm, type UploadOptions } from "@/api/client";

// The long-form editor's calls (docs/long-form.md). Only the owner's lazily loaded form imports this module, so its
// schemas stay out of contract-schemas.ts, which every reader's first request loads.

/** POST /api/long-form/preview {body} (owner): the HTML the page would show, from the renderer of the saves. */
export const renderBodyPreview = (body: string, signal?: AbortSignal) =>
  callApi(apiPaths.bodyPreview, () => bodyPreviewSchema, { method: "POST", json: { body }, signal });

/** GET /api/{kind}/{id}/revisions (owner): the kept revisions, newest first. */
export const fetchRevisions = (kind: ItemKind, id: string, signal?: AbortSignal) =>
  callApi(apiPaths.itemRevisions(kind, id), () => revisionListSchema, { signal });

/** GET /api/{kind}/{id}/revisions/{revisionId} (owner): one revision with its fields' values. */
export const fetchRevision = (kind: ItemKind, id: string, revisionId: string, signal?: AbortSignal) =>
  callApi(apiPaths.itemRevision(kind, id, revisionId), () => revisionSchema, { signal });

/** POST /api/{kind}/{id}/revisions/{revisionId}/restore (owner): answers the item as restored. */
export const restoreRevision = <Kind extends ItemKind>(kind: Kind, id: string, revisionId: string) =>
  callApi(apiPaths.itemRevisionRestore(kind, id, revisionId), () => ITEM_SCHEMAS[kind].itemSchema as unknown as z.ZodType<ItemOf<Kind>>, {
    method: "POST",
  });

/** POST /api/{kind}/{id}/body-images (owner, multipart): one image for the body; answers the URL the Markdown uses. */
export function uploadBodyImage(kind: ItemKind, id: string, file: File, options?: UploadOptions) {
  const form = new FormData();
  form.append(BODY_IMAGE_FIELD, file);
  return sendForm(apiPaths.itemBodyImages(kind, id), () => bodyImageSchema, "POST", form, options);
}
