import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "react-toastify";
import { LoadMoreButton } from "@/components/load-more-button";
import { useViewer } from "@/lib/auth";
import { cardsOf } from "@/lib/item-lists";
import { usePageMeta } from "@/lib/page-meta";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { HydrateLater } from "@/lib/hydrate-later";
import { writingsQueryOptions } from "../api/writings-queries";
import { WRITING_COPY, type WritingKind } from "../lib/writing-kind";
import { WritingCard } from "./writing-card";
import { WritingForm } from "./writing-form";
import "../writings.css";

/** /articles and /blogs: search box and card grid, searched by the server and shown a page at a time (issue 10). */
export function WritingsPage({ kind }: { kind: WritingKind }) {
  const copy = WRITING_COPY[kind];
  usePageMeta({ title: copy.title, description: copy.lead });
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search);
  // The last answer stays on screen while the next search loads, instead of flashing "Loading...".
  const list = useInfiniteQuery({ ...writingsQueryOptions(kind, { q }), placeholderData: keepPreviousData });
  const searchId = useId();
  const { isOwner } = useViewer();
  const [writingNew, setWritingNew] = useState(false);
  const shown = cardsOf(list.data);

  return (
    <div className="writings-page">
      <section className="writings-hero">
        <p className="writings-hero__eyebrow">Writing</p>
        <h1>{copy.title}</h1>
        <p className="writings-hero__lead">{copy.lead}</p>
      </section>

      {isOwner ? (
        <section className="writings-owner" aria-label={`Write a new ${copy.singular}`}>
          <button type="button" className="button button--primary" aria-expanded={writingNew} onClick={() => setWritingNew(!writingNew)}>
            {writingNew ? "Close the form" : `Write a new ${copy.singular}`}
          </button>
          {writingNew ? (
            <WritingForm
              kind={kind}
              onSaved={(writing) => {
                setWritingNew(false);
                toast.success(`"${writing.title}" is published.`);
              }}
            />
          ) : null}
        </section>
      ) : null}

      <div className="writings-toolbar">
        <label className="visually-hidden" htmlFor={searchId}>
          Search {copy.title.toLowerCase()}
        </label>
        <input
          id={searchId}
          className="writings-toolbar__search"
          type="search"
          placeholder={`Search ${copy.title.toLowerCase()}...`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      {list.isPending ? (
        <p className="writings-state" role="status">
          Loading...
        </p>
      ) : list.isError && !list.data ? (
        <p className="writings-state writings-state--error" role="alert">
          {copy.listError}
        </p>
      ) : shown.length === 0 ? (
        <p className="writings-state">No post...</p>
      ) : (
        <>
          <div className="writings-grid" aria-busy={list.isPlaceholderData}>
            {/* Each card comes alive in a task of its own: the page's first render is then short. */}
            {shown.map((writing) => (
              <HydrateLater key={writing._id}>
                <WritingCard kind={kind} writing={writing} />
              </HydrateLater>
            ))}
          </div>
          {list.isFetchNextPageError ? (
            <p className="writings-state writings-state--error" role="alert">
              {copy.listError}
            </p>
          ) : null}
          <LoadMoreButton
            hasMore={list.hasNextPage && !list.isPlaceholderData}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            shownText={`${shown.length} ${copy.title.toLowerCase()} shown.`}
          />
        </>
      )}
    </div>
  );
}
