import { ITEM_KINDS, missingMediaErrors, type ItemKind } from "../contract/item-kinds";
import { ITEM_SCHEMAS } from "../contract/item-schemas";
import { FILE_TOO_LARGE_MESSAGE, MEDIA_LIMITS, REMOVE_FILES_FIELD, REQUEST_TOO_LARGE_MESSAGE } from "../contract/media";
import { acknowledge } from "../http/answers";
import { BODY_BOUNDS } from "../http/body-bounds";
import { fieldErrors, HttpError } from "../http/http-error";
import { readMultipart, type MultipartBody } from "../http/multipart";
import { parseId } from "../http/parse";
import type { ApiRequest, Handler } from "../http/router";
import { requireOwner } from "../http/viewer";
import { answerItem } from "./items";
import { createItem, deleteItem, updateItem, type ItemFields } from "../services/publishing-service";

const publishingLimits = (kind: ItemKind) => ({
  maxFileBytes: MEDIA_LIMITS.videoBytes,
  maxFiles: ITEM_KINDS[kind].media.length,
  maxBodyBytes: BODY_BOUNDS.publishing,
  fileTooLarge: FILE_TOO_LARGE_MESSAGE,
  bodyTooLarge: REQUEST_TOO_LARGE_MESSAGE,
});

/**
 * The text fields with the kind's schema; on create, the required files too. Every field's message
 * comes back at once, so the form can show them all.
 */
function parseForm(kind: ItemKind, body: MultipartBody, creating: boolean): ItemFields {
  const { [REMOVE_FILES_FIELD]: _remove, ...input } = body.fields;
  const result = ITEM_SCHEMAS[kind].fieldsSchema.safeParse(input);
  const errors = result.success ? {} : fieldErrors(result.error);
  if (creating) Object.assign(errors, missingMediaErrors(kind, new Set(body.files.map((file) => file.field))));
  const first = Object.values(errors)[0];
  if (first !== undefined || !result.success) throw new HttpError(400, first ?? "Invalid input.", errors);
  return result.data as ItemFields;
}

function filesToRemove(body: MultipartBody): string[] {
  const raw = body.fields[REMOVE_FILES_FIELD];
  const values = Array.isArray(raw) ? raw : [raw ?? ""];
  return values.flatMap((value) => value.split(",")).map((name) => name.trim()).filter(Boolean);
}

/**
 * Owner calls check the session before reading the body: a stranger's upload is never parsed or
 * processed, and a guest learns nothing about what a valid request would be.
 */
async function ownerForm(kind: ItemKind, request: ApiRequest) {
  const owner = await requireOwner(request);
  const body = await readMultipart(request, publishingLimits(kind));
  return { owner, body };
}

/** POST /api/{kind} (multipart): answers 201 with the new item. */
export function createItemHandler(kind: ItemKind): Handler {
  return async (request) => {
    const { owner, body } = await ownerForm(kind, request);
    const fields = parseForm(kind, body, true);
    const id = await createItem(kind, fields, body.files);
    return { status: 201, body: await answerItem(kind, id, owner.uid) };
  };
}

/** PUT /api/{kind}/{id} (multipart): replaces the text fields and the files sent; answers the item. */
export function updateItemHandler(kind: ItemKind): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    const { owner, body } = await ownerForm(kind, request);
    const fields = parseForm(kind, body, false);
    await updateItem(kind, id, fields, body.files, filesToRemove(body));
    return { body: await answerItem(kind, id, owner.uid) };
  };
}

/** DELETE /api/{kind}/{id}: the item, its likes, comments and files. */
export function deleteItemHandler(kind: ItemKind): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    await requireOwner(request);
    await deleteItem(kind, id);
    const label = ITEM_KINDS[kind].label;
    return acknowledge(`The ${label} was deleted.`);
  };
}
