import { autosaveDeleteQuerySchema, autosaveRequestSchema, type AutosaveAnswer } from "../../contract/autosave";
import type { ItemKind } from "../../contract/item-kinds";
import { acknowledge } from "../../http/answers";
import { parseId, parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { requireOwner } from "../../http/viewer";
import { clearAutosave, readAutosave, saveAutosave } from "../../services/items/autosave";

// The owner's editor's autosave, one copy per editor: `{target}` is the item's id, or "new" for a new item of the kind
// (contract/autosave.ts, docs/long-form.md "Autosave").

/** GET /api/{kind}/{target}/autosave: the kept copy, or null. */
export function getAutosaveHandler(kind: ItemKind): Handler {
  return async (request) => {
    const target = parseId(request.params.target);
    await requireOwner(request);
    const body: AutosaveAnswer = { autosave: await readAutosave(kind, target) };
    return { body };
  };
}

/** PUT /api/{kind}/{target}/autosave {values, baseVersion, tab}: keeps the text; 409 if another tab saved since. */
export function putAutosaveHandler(kind: ItemKind): Handler {
  return async (request) => {
    const target = parseId(request.params.target);
    await requireOwner(request);
    const input = parseInput(autosaveRequestSchema, request.body);
    const body: AutosaveAnswer = { autosave: await saveAutosave(kind, target, input) };
    return { body };
  };
}

/** DELETE /api/{kind}/{target}/autosave[?version=N]: forgets the kept copy, or only that version of it. */
export function deleteAutosaveHandler(kind: ItemKind): Handler {
  return async (request) => {
    const target = parseId(request.params.target);
    await requireOwner(request);
    const { version } = parseInput(autosaveDeleteQuerySchema, request.query);
    await clearAutosave(kind, target, version);
    return acknowledge("The unsaved text was discarded.");
  };
}
