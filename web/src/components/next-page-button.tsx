/** What the button needs of an infinite query (React Query's useInfiniteQuery result fits). */
interface PagedQuery {
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** A small "Load more" under one of the owner's paged lists; nothing once the last page is in. */
export function NextPageButton({ query, className }: { query: PagedQuery; className: string }) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className={`button button--small ${className}`}
      aria-busy={query.isFetchingNextPage}
      onClick={() => {
        if (!query.isFetching) void query.fetchNextPage();
      }}
    >
      {query.isFetchingNextPage ? "Loading..." : "Load more"}
    </button>
  );
}
