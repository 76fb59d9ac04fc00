import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";

// The pages of a kind, from the kind table, typed as the router's own routes: a kind without its two route files
// (routes/<page>/index.tsx and $id.tsx) does not compile where its pages are linked.

/** The kind's list page, "/articles". */
export const listPath = <Kind extends ItemKind>(kind: Kind) => ITEM_KINDS[kind].pagePath;

/** The route of one item of the kind, "/articles/$id", for a Link with `params={{ id }}`. */
export const itemRoute = <Kind extends ItemKind>(kind: Kind) => `${ITEM_KINDS[kind].pagePath}/$id` as const;
