import type { ItemKind } from "../../contract/item-kinds";
import type { BodyImage } from "../../contract/body-images";
import { bodyPreviewRequestSchema, type BodyPreview, type Revision, type RevisionList } from "../../contract/long-form";
import { FILE_TOO_LARGE_MESSAGE, MEDIA_LIMITS, REQUEST_TOO_LARGE_MESSAGE } from "../../contract/media";
import { BODY_BOUNDS } from "../../http/body-bounds";
import { readMultipart } from "../../http/multipart";
import { parseId, parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { requireOwner } from "../../http/viewer";
import { addBodyImage } from "../../services/items/body-images";
import { previewBody } from "../../services/items/long-form";
import { getRevision, listRevisions } from "../../services/items/revisions";

/**
 * POST /api/long-form/preview {body}: the owner's editor's live preview, the HTML the page would show, drawn by the
 * renderer of the saves (docs/long-form.md). Nothing is stored. Owner only: rendering costs CPU.
 */
export const previewBodyHandler: Handler = async (request) => {
  await requireOwner(request);
  const { body: source } = parseInput(bodyPreviewRequestSchema, request.body);
  const body: BodyPreview = { html: await previewBody(source) };
  return { body };
};

/** GET /api/{kind}/{id}/revisions: the item's kept revisions, newest first (owner). */
export function listRevisionsHandler(kind: ItemKind): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    await requireOwner(request);
    const body: RevisionList = { revisions: await listRevisions(kind, id) };
    return { body };
  };
}

/** GET /api/{kind}/{id}/revisions/{revisionId}: one revision with its fields' values, to compare (owner). */
export function getRevisionHandler(kind: ItemKind): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    const revisionId = parseId(request.params.revisionId);
    await requireOwner(request);
    const body: Revision = await getRevision(kind, id, revisionId);
    return { body };
  };
}

/**
 * The limits of an item's own uploads, for one image: a file past the image limit gets the same 413 and message
 * (busboy stops reading it), and the request the same bound as a publishing form.
 */
const BODY_IMAGE_LIMITS = {
  maxFileBytes: MEDIA_LIMITS.imageBytes,
  maxFiles: 1,
  maxBodyBytes: BODY_BOUNDS.publishing,
  fileTooLarge: FILE_TOO_LARGE_MESSAGE,
  bodyTooLarge: REQUEST_TOO_LARGE_MESSAGE,
};

/**
 * POST /api/{kind}/{id}/body-images (multipart `image`, owner): one image for the item's body, checked and stored as
 * its other media are; answers 201 with the URL the Markdown uses (docs/long-form.md, Images). The session is checked
 * before the body is read, so a stranger's upload is never parsed.
 */
export function addBodyImageHandler(kind: ItemKind): Handler {
  return async (request) => {
    const id = parseId(request.params.id);
    await requireOwner(request);
    const form = await readMultipart(request, BODY_IMAGE_LIMITS);
    const body: BodyImage = { url: await addBodyImage(kind, id, form.files) };
    return { status: 201, body };
  };
}
