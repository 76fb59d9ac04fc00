import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "react-toastify";
import { LoadMoreButton } from "@/components/load-more-button";
import { useViewer } from "@/lib/auth";
import { cardsOf } from "@/lib/item-lists";
import { usePageMeta } from "@/lib/page-meta";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { HydrateLater } from "@/lib/hydrate-later";
import { shortPostsQueryOptions } from "../api/short-posts-queries";
import { SHORT_POST_COPY, type ShortPostKind } from "../lib/short-post-kind";
import { ShortPostCard } from "./short-post-card";
import { NOT_AUTHORIZED_TO_POST, ShortPostForm } from "./short-post-form";
import "../short-posts.css";

/** /random-posts and /did-you-know: search box and feed, searched by the server and shown a page at a time (issue 10). */
export function ShortPostsPage({ kind }: { kind: ShortPostKind }) {
  const copy = SHORT_POST_COPY[kind];
  usePageMeta({ title: copy.title, description: copy.lead });
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search);
  // The last answer stays on screen while the next search loads, instead of flashing "Loading...".
  const list = useInfiniteQuery({ ...shortPostsQueryOptions(kind, { q }), placeholderData: keepPreviousData });
  const searchId = useId();
  const { loggedIn, isOwner, username } = useViewer();
  // Until the profile answers, a signed-in visitor may still turn out to be the owner.
  const identityKnown = username !== null;
  const [posting, setPosting] = useState(false);

  // Signed-in visitors see the button; only the owner gets the form (the API refuses everyone else too).
  const startPost = () => {
    if (!isOwner) {
      window.alert(NOT_AUTHORIZED_TO_POST);
      return;
    }
    setPosting(!posting);
  };
  const shown = cardsOf(list.data);

  return (
    <div className="short-posts-page">
      <section className="short-posts-hero">
        <p className="short-posts-hero__eyebrow">{copy.eyebrow}</p>
        <h1>{copy.title}</h1>
        <p className="short-posts-hero__lead">{copy.lead}</p>
      </section>

      {loggedIn ? (
        <section className="short-posts-owner" aria-label="Create a post">
          <button
            type="button"
            className="button button--primary"
            aria-expanded={posting}
            disabled={!identityKnown}
            onClick={startPost}
          >
            {posting ? "Close the form" : "New post"}
          </button>
          {posting && isOwner ? (
            <ShortPostForm
              kind={kind}
              onSaved={(post) => {
                setPosting(false);
                toast.success(`"${post.title}" is published.`);
              }}
            />
          ) : null}
        </section>
      ) : null}

      <div className="short-posts-toolbar">
        <label className="visually-hidden" htmlFor={searchId}>
          Search posts
        </label>
        <input
          id={searchId}
          className="short-posts-toolbar__search"
          type="search"
          placeholder="Search posts..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      {list.isPending ? (
        <p className="short-posts-state" role="status">
          Loading...
        </p>
      ) : list.isError && !list.data ? (
        <p className="short-posts-state short-posts-state--error" role="alert">
          Error fetching posts
        </p>
      ) : shown.length === 0 ? (
        <p className="short-posts-state">No post...</p>
      ) : (
        <>
          <div className="short-posts-feed" aria-busy={list.isPlaceholderData}>
            {/* Each card comes alive in a task of its own: the page's first render is then short. */}
            {shown.map((post) => (
              <HydrateLater key={post._id}>
                <ShortPostCard kind={kind} post={post} />
              </HydrateLater>
            ))}
          </div>
          {list.isFetchNextPageError ? (
            <p className="short-posts-state short-posts-state--error" role="alert">
              Error fetching posts
            </p>
          ) : null}
          <LoadMoreButton
            hasMore={list.hasNextPage && !list.isPlaceholderData}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            shownText={`${shown.length} posts shown.`}
          />
        </>
      )}
    </div>
  );
}
