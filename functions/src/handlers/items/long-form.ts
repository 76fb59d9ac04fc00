import type { ItemKind } from "../../contract/item-kinds";
import { bodyPreviewRequestSchema, type BodyPreview, type Revision, type RevisionList } from "../../contract/long-form";
import { parseId, parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { requireOwner } from "../../http/viewer";
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
