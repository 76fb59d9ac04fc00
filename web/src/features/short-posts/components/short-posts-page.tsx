import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { usePageMeta } from "@/lib/page-meta";
import { shortPostsQueryOptions } from "../api/short-posts-queries";
import { SHORT_POST_COPY, type ShortPostKind } from "../lib/short-post-kind";
import { filterShortPosts } from "../lib/short-post-text";
import { ShortPostCard } from "./short-post-card";
import "../short-posts.css";

/** /random-posts and /did-you-know: search box and feed. */
export function ShortPostsPage({ kind }: { kind: ShortPostKind }) {
  const copy = SHORT_POST_COPY[kind];
  usePageMeta({ title: copy.title, description: copy.lead });
  const { data: posts, isPending, isError } = useQuery(shortPostsQueryOptions(kind));
  const [search, setSearch] = useState("");
  const searchId = useId();
  const shown = posts ? filterShortPosts(posts, search) : [];

  return (
    <div className="short-posts-page">
      <section className="short-posts-hero">
        <p className="short-posts-hero__eyebrow">{copy.eyebrow}</p>
        <h1>{copy.title}</h1>
        <p className="short-posts-hero__lead">{copy.lead}</p>
      </section>

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

      {isPending ? (
        <p className="short-posts-state" role="status">
          Loading...
        </p>
      ) : isError ? (
        <p className="short-posts-state short-posts-state--error" role="alert">
          Error fetching posts
        </p>
      ) : shown.length === 0 ? (
        <p className="short-posts-state">No post...</p>
      ) : (
        <div className="short-posts-feed">
          {shown.map((post) => (
            <ShortPostCard key={post._id} kind={kind} post={post} />
          ))}
        </div>
      )}
    </div>
  );
}
