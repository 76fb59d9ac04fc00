import { altFieldName, altTextFields, type AltTexts } from "../../contract/alt-text";
import { altFieldsSchema } from "../../contract/alt-text-schemas";
import { ITEM_KINDS, missingMediaErrors, type ItemKind } from "../../contract/item-kinds";
import { ITEM_SCHEMAS } from "../../contract/item-schemas";
import { PUBLISHING_FIELDS, removalMessage } from "../../contract/item-status";
import { publishingSchema, type Publishing, type PreviewLink } from "../../contract/item-status-schemas";
import { FILE_TOO_LARGE_MESSAGE, MEDIA_LIMITS, REMOVE_FILES_FIELD, REQUEST_TOO_LARGE_MESSAGE } from "../../contract/media";
import { acknowledge } from "../../http/answers";
import { BODY_BOUNDS } from "../../http/body-bounds";
import { fieldErrors, HttpError } from "../../http/http-error";
import { readMultipart, type MultipartBody } from "../../http/multipart";
import { parseId, parseInput } from "../../http/parse";
import type { ApiRequest, Handler } from "../../http/router";
import { requireFreshProof, requireOwner } from "../../http/viewer";
import { answerItem, readerOf } from "./reading";
import type { ReadItem } from "../../services/items/readers";
import { openPreview, revokePreview } from "../../services/items/preview";
import { queueAfterChange } from "../../fediverse/services/tasks";
import { queueMailTaskSafely } from "../../services/mail/tasks";
import { queueWebmentionTaskSafely } from "../../services/webmentions/tasks";
import { removeItem, restoreItem } from "../../services/items/trash";
import { createItem, updateItem, type ItemFields } from "../../services/items/publishing-service";
import { publishingAudience } from "../../services/items/publishing-audience";
import { getRevision } from "../../services/items/revisions";
import { clearAutosavesOfSave } from "../../services/items/autosave";
import { publishingAudienceQuerySchema, type PublishingAudience } from "../../contract/publishing-audience";

const publishingLimits = (kind: ItemKind) => ({
  maxFileBytes: MEDIA_LIMITS.videoBytes,
  maxFiles: ITEM_KINDS[kind].media.length,
  maxBodyBytes: BODY_BOUNDS.publishing,
  fileTooLarge: FILE_TOO_LARGE_MESSAGE,
  bodyTooLarge: REQUEST_TOO_LARGE_MESSAGE,
});

/** What POST and PUT carry besides their files. */
interface ItemForm {
  fields: ItemFields;
  publishing: Publishing;
  /** The alt texts sent, by stored field; "" clears one. A field left out keeps its alt text on an edit. */
  alt: AltTexts;
}

/**
 * The text fields with the kind's schema, when the item is public (`status`, `publishAt`) and the images' alt texts
 * (`headerImgAlt`...); on create, the required files too. Every field's message comes back at once, so the form can
 * show them all.
 */
function parseForm(kind: ItemKind, body: MultipartBody, creating: boolean): ItemForm {
  const { [REMOVE_FILES_FIELD]: _remove, [PUBLISHING_FIELDS.status]: status, [PUBLISHING_FIELDS.publishAt]: publishAt, ...rest } = body.fields;
  const altFields = altTextFields(ITEM_KINDS[kind].media);
  const altInput: Record<string, unknown> = {};
  const input: Record<string, unknown> = { ...rest };
  for (const field of altFields) {
    altInput[altFieldName(field)] = input[altFieldName(field)];
    delete input[altFieldName(field)];
  }
  const result = ITEM_SCHEMAS[kind].fieldsSchema.safeParse(input);
  const publishing = publishingSchema.safeParse({ status: presentOrUndefined(status), publishAt: presentOrUndefined(publishAt) });
  const alt = altFieldsSchema(kind).safeParse(altInput);
  const errors = result.success ? {} : fieldErrors(result.error);
  if (!publishing.success) Object.assign(errors, fieldErrors(publishing.error));
  if (!alt.success) Object.assign(errors, fieldErrors(alt.error));
  if (creating) Object.assign(errors, missingMediaErrors(kind, new Set(body.files.map((file) => file.field))));
  const first = Object.values(errors)[0];
  if (first !== undefined || !result.success || !publishing.success || !alt.success) throw new HttpError(400, first ?? "Invalid input.", errors);
  const altTexts: AltTexts = {};
  for (const field of altFields) {
    const text = alt.data[altFieldName(field)];
    if (text !== undefined) altTexts[field.stored] = text;
  }
  return { fields: result.data as ItemFields, publishing: publishing.data, alt: altTexts };
}

/** A multipart field sent empty, as a form's empty input is, means the same as one left out. */
const presentOrUndefined = (value: string | string[] | undefined) => (value === "" ? undefined : value);

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

/**
 * Queues the task that tells fediverse followers what became of an item (fediverse/federation/item-sync.ts): at once, or for
 * a scheduled item at its publish time. Only queued, so the owner's call never waits for any server.
 */
async function tellFollowers(kind: ItemKind, id: string, item?: ReadItem) {
  const at = item?.status === "scheduled" ? new Date(item.publishedAt) : undefined;
  await queueAfterChange({ type: "sync-item", kind, id }, at);
  // The same moment for subscribers' mail: the task announces the item once it is public, and only once (docs/email.md).
  if (item?.status === "published" || item?.status === "scheduled") await queueMailTaskSafely({ type: "announce", kind, id }, { at });
  // And the pages its body links to (webmentions, services/webmentions/sent.ts): a send compares the body with the last
  // one, so one that left public view, or lost a link, tells those pages too.
  await queueWebmentionTaskSafely({ type: "send", kind, id }, at);
}

/** POST /api/{kind} (multipart): answers 201 with the new item. */
export function createItemHandler(kind: ItemKind): Handler {
  return async (request) => {
    const { owner, body } = await ownerForm(kind, request);
    const { fields, publishing, alt } = parseForm(kind, body, true);
    const id = await createItem(kind, fields, body.files, publishing, alt);
    await clearAutosavesOfSave(kind, id, true);
    const item = await answerItem(kind, id, readerOf(owner));
    if (item.status !== "draft") await tellFollowers(kind, id, item);
    return { status: 201, body: item };
  };
}

/** PUT /api/{kind}/{id} (multipart): replaces the text fields and the files sent; answers the item. */
export function updateItemHandler(kind: ItemKind): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    const { owner, body } = await ownerForm(kind, request);
    const { fields, publishing, alt } = parseForm(kind, body, false);
    await updateItem(kind, id, fields, body.files, filesToRemove(body), publishing, alt);
    await clearAutosavesOfSave(kind, id, false);
    const item = await answerItem(kind, id, readerOf(owner));
    await tellFollowers(kind, id, item);
    return { body: item };
  };
}

/**
 * DELETE /api/{kind}/{id}: moves the item to the trash, with its likes, comments and files, to be restored or purged
 * after 30 days; an item already in the trash is deleted for good at once.
 */
export function deleteItemHandler(kind: ItemKind): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    const owner = await requireOwner(request);
    // Emptying an item from the trash is for good: with a second factor, it needs one proved in the last 10 minutes.
    const removal = await removeItem(kind, id, { beforePurge: () => requireFreshProof(owner) });
    await tellFollowers(kind, id);
    return acknowledge(removalMessage(ITEM_KINDS[kind].label, removal === "trashed" ? "trashed" : "deleted"));
  };
}

/** POST /api/{kind}/{id}/restore: takes the item out of the trash, as it was; answers the item. */
export function restoreItemHandler(kind: ItemKind): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    const owner = await requireOwner(request);
    await restoreItem(kind, id);
    const item = await answerItem(kind, id, readerOf(owner));
    await tellFollowers(kind, id, item);
    return { body: item };
  };
}

/**
 * POST /api/{kind}/{id}/revisions/{revisionId}/restore: saves the revision's text fields (and body) as the item's, a
 * new revision that names the one it restored; files and the item's state stay. Answers the item (owner).
 */
export function restoreRevisionHandler(kind: ItemKind): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    const revisionId = parseId(request.params.revisionId);
    const owner = await requireOwner(request);
    const revision = await getRevision(kind, id, revisionId);
    // The fields were valid when saved; a form that has since changed its rules refuses them with the form's words.
    const result = ITEM_SCHEMAS[kind].fieldsSchema.safeParse(revision.fields);
    if (!result.success) {
      const errors = fieldErrors(result.error);
      throw new HttpError(409, `This revision no longer fits the form: ${Object.values(errors)[0] ?? "invalid input."}`, errors);
    }
    await updateItem(kind, id, result.data as ItemFields, [], [], {}, {}, revisionId);
    const item = await answerItem(kind, id, readerOf(owner));
    await tellFollowers(kind, id, item);
    return { body: item };
  };
}

/** POST /api/{kind}/{id}/preview: the secret preview link's token of an unpublished item (made once, then kept). */
export function openPreviewHandler(kind: ItemKind): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    await requireOwner(request);
    const body: PreviewLink = { previewToken: await openPreview(kind, id) };
    return { body };
  };
}

/** DELETE /api/{kind}/{id}/preview: revokes the preview link. */
export function revokePreviewHandler(kind: ItemKind): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    await requireOwner(request);
    await revokePreview(kind, id);
    return acknowledge("The preview link was revoked.");
  };
}

/**
 * GET /api/publishing/audience?kind=&id=: how many subscribers are emailed and followers are sent an item of that kind
 * when it becomes public, for the owner's confirmation before publishing or scheduling (issue 31). Owner only.
 */
export const publishingAudienceHandler: Handler = async (request) => {
  await requireOwner(request);
  const { kind, id } = parseInput(publishingAudienceQuerySchema, request.query);
  const body: PublishingAudience = await publishingAudience(kind, id);
  return { body };
};
