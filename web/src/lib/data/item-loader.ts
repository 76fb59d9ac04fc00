import type { QueryClient } from "@tanstack/react-query";
import { notFound, redirect } from "@tanstack/react-router";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { PREVIEW_PARAM, PREVIEW_TOKEN } from "@contract/item-status";
import { ApiError, NetworkError } from "@/api/client";
import { itemListQueryOptions } from "./item-lists";
import { itemQueryOptions } from "./item-queries";

/** What an item page's not-found state is told when the address carried a preview link that no longer opens it. */
const RETIRED_PREVIEW = { retiredPreview: true } as const;

/** Whether a not-found state is for a preview link that no longer opens its item. */
export const isRetiredPreview = (data: unknown): boolean =>
  typeof data === "object" && data !== null && (data as Partial<typeof RETIRED_PREVIEW>).retiredPreview === true;

/**
 * SPEC section 7, the one copy of the rule: a page whose first load failed goes to /404 when the server could not be
 * reached, and to /error when it answered with a failure (item pages here, the user page in its effect).
 */
export const loadFailurePath = (error: unknown): "/404" | "/error" => (error instanceof NetworkError ? "/404" : "/error");

/**
 * The loader of every item page, so the component finds the item in the cache. SPEC section 7: a load answered non-ok
 * goes to /error, a network failure to /404. An item the server does not know (404: unknown, or not public) is
 * neither: the page says it was not found (issue 32), in the route's own words where it has some (projects: 'Project
 * not found'), and a retired preview link says so. An article's or blog's related cards come from the list of its
 * category, which starts loading as soon as the item is here.
 */
export async function loadItem(queryClient: QueryClient, kind: ItemKind, id: string, previewToken?: string): Promise<void> {
  const spec = ITEM_KINDS[kind];
  try {
    const item = await queryClient.ensureQueryData(itemQueryOptions(kind, id, previewToken));
    const category = (item as { category?: unknown }).category;
    if (spec.shape === "writing" && typeof category === "string") void queryClient.prefetchInfiniteQuery(itemListQueryOptions(kind, { category }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound({ data: previewToken ? RETIRED_PREVIEW : undefined });
    throw redirect({ to: loadFailurePath(error) });
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
