import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { lazy, useId, useState, type ReactElement, type ReactNode } from "react";
import { ITEM_KINDS, type ItemKind, type ItemKindSpec } from "@contract/item-kinds";
import type { OwnerListFilter } from "@contract/item-status";
import type { CardOf } from "@contract/item-schemas";
import { useViewer } from "@/lib/data/auth";
import { cardsOf, itemListQueryOptions } from "@/lib/data/item-lists";
import { HydrateWhenSeen } from "@/lib/render/hydrate-when-seen";
import { usePageMeta } from "@/lib/render/page-meta";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import { CategoryFilter } from "./category-filter";
import { KindFeedLinks } from "./kind-feed-links";
import { LoadMoreButton } from "./load-more-button";
import { OwnerListFilterButtons } from "./owner-list-filter";
import "./card-grid.css";
import "./item-list-page.css";

// In a chunk of its own: the badge of a card that is not public, which only the owner's lists show, so a guest never
// loads it. The kind's feed links stay in the page's own chunk: their `<link>`s are hoisted into the head, and React
// removes them on leaving the page only if it hydrated them, which a lazy part still loading would not be.
const UnpublishedCard = lazy(() => import("./unpublished-card").then(({ UnpublishedCard }) => ({ default: UnpublishedCard })));

export interface ItemListPageProps<Kind extends ItemKind> {
  kind: Kind;
  /** One narrow column, for a feed of posts, rather than the full width of a grid. */
  narrow?: boolean;
  /** The class of the grid (or feed) of cards. */
  gridClass: string;
  /** The search box's id, where a fixed one is wanted; otherwise one is made. */
  searchId?: string;
  /** Category buttons beside the search, from the kind's categories. */
  categoryFilter?: boolean;
  /** Between the hero and the search: the owner's way to publish. */
  ownerBar?: ReactNode;
  /** One card of the grid; `index` is its place among the cards shown. */
  renderCard: (card: CardOf<Kind>, index: number) => ReactElement;
  /** After the list, given the cards shown: a slideshow or a dialog. */
  after?: (shown: CardOf<Kind>[]) => ReactNode;
}

/**
 * The list page of every kind (SPEC section 2): hero, search box, optional category buttons, the grid, Load more, and
 * the loading, empty and error texts, all from the kind table. The server searches and filters (issue 10); the page
 * shows what it answered, a page at a time, and the server renders the first page into the HTML under the same key.
 * The owner also chooses what the list shows (issue 22): every item outside the trash, one state, or the trash, each
 * card that is not public badged with its state. The hero links the kind's feeds (contract/feeds.ts).
 */
export function ItemListPage<Kind extends ItemKind>({
  kind,
  narrow = false,
  gridClass,
  searchId,
  categoryFilter = false,
  ownerBar,
  renderCard,
  after,
}: ItemListPageProps<Kind>) {
  const spec: ItemKindSpec = ITEM_KINDS[kind];
  const { list: copy } = spec;
  usePageMeta({ title: copy.title, description: copy.description ?? copy.lead });
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<string | null>(null);
  const { isOwner } = useViewer();
  const [ownerFilter, setOwnerFilter] = useState<OwnerListFilter>("all");
  const q = useDebouncedValue(search);
  const list = useInfiniteQuery({
    ...itemListQueryOptions(kind, { q, category, status: isOwner ? ownerFilter : undefined }),
    // The last answer stays on screen while the next search or category loads, instead of flashing "Loading".
    placeholderData: keepPreviousData,
  });
  const madeId = useId();
  const inputId = searchId ?? madeId;
  const shown = cardsOf(list.data) as CardOf<Kind>[];
  const error = (
    <p className="page-state page-state--error" role="alert">
      {copy.error}
    </p>
  );

  return (
    <div className={narrow ? "list-page list-page--narrow" : "list-page"}>
      <section className="list-hero">
        <p className="eyebrow">{copy.eyebrow}</p>
        <h1>{copy.title}</h1>
        <p className="list-hero__lead">{copy.lead}</p>
        <KindFeedLinks kind={kind} />
      </section>

      {ownerBar}

      <div className="list-toolbar">
        <label className="visually-hidden" htmlFor={inputId}>
          {`Search ${copy.plural}`}
        </label>
        <input
          id={inputId}
          className="list-toolbar__search"
          type="search"
          placeholder={`Search ${copy.plural}...`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {categoryFilter && spec.categories ? (
          <CategoryFilter categories={spec.categories} plural={copy.plural} value={category} onChange={setCategory} />
        ) : null}
        {isOwner ? <OwnerListFilterButtons plural={copy.plural} value={ownerFilter} onChange={setOwnerFilter} /> : null}
      </div>

      {list.isPending ? (
        <p className="page-state" role="status">
          {copy.loading}
        </p>
      ) : list.isError && !list.data ? (
        error
      ) : shown.length === 0 ? (
        <p className="page-state">{copy.empty}</p>
      ) : (
        <>
          <div className={gridClass} aria-busy={list.isPlaceholderData}>
            {/* Each card comes alive when the reader nears it: the page's first render is then short. */}
            {shown.map((card, index) => (
              <HydrateWhenSeen key={card._id}>
                {card.status === "published" ? (
                  renderCard(card, index)
                ) : (
                  <UnpublishedCard kind={kind} card={{ ...card, status: card.status }}>
                    {renderCard(card, index)}
                  </UnpublishedCard>
                )}
              </HydrateWhenSeen>
            ))}
          </div>
          {list.isFetchNextPageError ? error : null}
          <LoadMoreButton
            hasMore={list.hasNextPage && !list.isPlaceholderData}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            shownText={`${shown.length} ${shown.length === 1 ? copy.singular : copy.plural} shown.`}
          />
        </>
      )}

      {after?.(shown)}
    </div>
  );
}
