/**
 * "Load more" under a paged list (issue 10): a plain button, so Tab and Enter or Space work, busy while the next
 * page loads. A polite status line tells screen readers that more is loading and when it has arrived, since the new
 * cards appear silently below. Nothing shows once the last page is here.
 */
export function LoadMoreButton({
  hasMore,
  loading,
  onLoadMore,
  shownText,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** What the status line says once a page has arrived, such as "24 projects shown." */
  shownText: string;
}) {
  return (
    <div style={{ display: "flex", justifyContent: "center", margin: "1.5rem 0" }}>
      {hasMore ? (
        // aria-disabled, not disabled: a disabled button drops the keyboard focus to the page's start.
        <button
          type="button"
          className="button"
          onClick={() => {
            if (!loading) onLoadMore();
          }}
          aria-disabled={loading}
          aria-busy={loading}
        >
          {loading ? "Loading more..." : "Load more"}
        </button>
      ) : null}
      <p className="visually-hidden" role="status">
        {loading ? "Loading more..." : shownText}
      </p>
    </div>
  );
}

/** What the small button needs of a paged list: React Query's useInfiniteQuery result fits. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown> | void;
}

/**
 * The small "Load more" under a list inside a page (the owner's paged lists, an item's comments): busy while the next
 * page loads, nothing once the last page is in.
 */
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
