import { queryOptions } from "@tanstack/react-query";
import { searchKey, type SearchParams } from "@contract/search";
import { fetchSearch } from "@/api/search";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

/**
 * One search (GET /api/search), under the key the server-rendered /search page inlines its answer with. Never
 * reused once stale: an item trashed a moment ago must not come back from the cache.
 */
export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: searchKey(params),
    queryFn: ({ signal }) => fetchSearch(params, signal),
    retry: retryNetworkOnce,
    staleTime: 0,
  });
