// Before any schema module runs, as in contract-schemas.ts.
import "./zod-without-eval";
import { autosaveAnswerSchema, type AutosaveRequest } from "@contract/autosave";
import type { ItemKind } from "@contract/item-kinds";
import { apiPaths } from "@contract/routes";
import { callApi } from "@/api/client";

// The owner's editor's autosave (docs/long-form.md "Autosave"). Only the owner's lazily loaded forms import this
// module, so its schema stays out of contract-schemas.ts, which every reader's first request loads.

/** GET /api/{kind}/{id or "new"}/autosave (owner): the kept copy, or null. */
export const fetchAutosave = (kind: ItemKind, target: string, signal?: AbortSignal) =>
  callApi(apiPaths.itemAutosave(kind, target), () => autosaveAnswerSchema, { signal });

/**
 * PUT /api/{kind}/{id or "new"}/autosave (owner): keeps the text as the next version; a 409 ApiError when another tab
 * or device saved since `baseVersion`. `keepalive` lets the last save finish after its tab has closed.
 */
export const putAutosave = (kind: ItemKind, target: string, request: AutosaveRequest, keepalive = false) =>
  callApi(apiPaths.itemAutosave(kind, target), () => autosaveAnswerSchema, { method: "PUT", json: request, keepalive });

/** DELETE /api/{kind}/{id or "new"}/autosave?version=N (owner): forgets that version of the kept copy, no other. */
export const deleteAutosave = (kind: ItemKind, target: string, version: number) =>
  callApi(apiPaths.itemAutosave(kind, target, version), (schemas) => schemas.okAnswerSchema, { method: "DELETE" });
