import type { QueryClient } from "@tanstack/react-query";
import { notFound, redirect } from "@tanstack/react-router";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { PREVIEW_PARAM, PREVIEW_TOKEN } from "@contract/item-status";
import { ApiError, NetworkError } from "@/api/client";
import { itemListQueryOptions } from "./item-lists";
import { itemQueryOptions } from "./item-queries";

/**
 * The loader of every item page, so the component finds the item in the cache. SPEC section 7: a load answered non-ok
 * goes to /error, a network failure to /404. A kind that keeps its own not-found state (projects: 'Project not found')
 * shows its route's notFoundComponent for an unknown id instead. An article's or blog's related cards come from the
 * list of its category, which starts loading as soon as the item is here.
 */
export async function loadItem(queryClient: QueryClient, kind: ItemKind, id: string, previewToken?: string): Promise<void> {
  const spec = ITEM_KINDS[kind];
  try {
    const item = await queryClient.ensureQueryData(itemQueryOptions(kind, id, previewToken));
    const category = (item as { category?: unknown }).category;
    if (spec.shape === "writing" && typeof category === "string") void queryClient.prefetchInfiniteQuery(itemListQueryOptions(kind, { category }));
  } catch (error) {
    if (spec.unknownItem === "not-found" && error instanceof ApiError && error.status === 404) throw notFound();
    if (error instanceof NetworkError) throw redirect({ to: "/404" });
    throw redirect({ to: "/error" });
  }
}

/** The preview token an item page's address carries (`?preview=`), when it has the shape of one. */
export function previewTokenOf(search: unknown): string | undefined {
  const token = (search as Record<string, unknown> | undefined)?.[PREVIEW_PARAM];
  return typeof token === "string" && PREVIEW_TOKEN.test(token) ? token : undefined;
}

/** The loader of every list page: starts the list without holding the page back, which shows its own loading state. */
export function startItemList(queryClient: QueryClient, kind: ItemKind): void {
  void queryClient.prefetchInfiniteQuery(itemListQueryOptions(kind));
}
