import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { ITEM_KIND_NAMES } from "@contract/item-kinds";
import { SEARCH_MESSAGES, SEARCH_PATH, SEARCH_QUERY_MAX_LENGTH, type SearchGroup } from "@contract/search";
import { HighlightedText } from "@/components/search/highlighted-text";
import "@/components/search/search.css";
import { searchQueryOptions } from "@/lib/data/search-queries";
import { usePageMeta } from "@/lib/render/page-meta";
import { itemRoute } from "@/lib/utils/item-paths";
import { kindTitle, searchPageParams, searchRequestOf } from "@/lib/utils/search-params";

/**
 * /search?q=&kind=: every public item matching the words, grouped by kind (best kind first), each with its title
 * and a snippet where the matching words are marked. The form is a plain GET form, so the page works without
 * JavaScript: the server renders the results (functions/src/handlers/site/pages.ts).
 */
export function SearchPage({ search: address }: { search: Record<string, unknown> }) {
  const navigate = useNavigate();
  const params = searchPageParams(address);
  const asked = searchRequestOf(params);
  const request = "request" in asked ? asked.request : null;
  const search = useQuery({ ...searchQueryOptions(request ?? { q: "" }), enabled: request !== null, placeholderData: keepPreviousData });
  usePageMeta({
    title: request ? `Search: ${request.q}` : "Search",
    description: "Search the projects, articles, blogs, random posts and did-you-know posts.",
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const q = String(form.get("q") ?? "").trim();
    const kind = String(form.get("kind") ?? "");
    void navigate({ to: SEARCH_PATH, search: { ...(q ? { q } : {}), ...(kind ? { kind } : {}) } });
  };

  return (
    <div className="list-page">
      <section className="list-hero">
        <p className="eyebrow">Everything</p>
        <h1>Search</h1>
      </section>
      {/* Keyed by the address, so going back and forth shows each search's own words in the field. */}
      <form key={`${params.q ?? ""}|${params.kind ?? ""}`} role="search" aria-label="Search the site" method="get" action={SEARCH_PATH} data-native-submit="" className="search-page__form" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor="search-page-q">
          Search the site
        </label>
        <input id="search-page-q" type="search" name="q" defaultValue={params.q ?? ""} maxLength={SEARCH_QUERY_MAX_LENGTH} placeholder="Search..." />
        <label className="visually-hidden" htmlFor="search-page-kind">
          Kind
        </label>
        <select id="search-page-kind" name="kind" defaultValue={params.kind ?? ""}>
          <option value="">All kinds</option>
          {ITEM_KIND_NAMES.map((kind) => (
            <option key={kind} value={kind}>
              {kindTitle(kind)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      {"reason" in asked ? (
        <p className="search-page__message">{asked.reason === "empty" ? SEARCH_MESSAGES.empty : SEARCH_MESSAGES.tooLong}</p>
      ) : search.isPending ? (
        <p className="search-page__message" role="status">
          Searching...
        </p>
      ) : search.isError && !search.data ? (
        <p className="page-state page-state--error" role="alert">
          {search.error.message}
        </p>
      ) : search.data.groups.length === 0 ? (
        <p className="search-page__message" role="status">
          {SEARCH_MESSAGES.noResults(search.data.q)}
        </p>
      ) : (
        <div aria-busy={search.isPlaceholderData}>
          {search.data.correctedQ ? (
            <p className="search-page__message" role="status">
              {SEARCH_MESSAGES.showingFor(search.data.correctedQ)}
            </p>
          ) : null}
          {search.data.groups.map((group) => (
            <ResultGroup key={group.kind} group={group} />
          ))}
        </div>
      )}
    </div>
  );
}

function ResultGroup({ group }: { group: SearchGroup }) {
  const headingId = `search-group-${group.kind}`;
  const shown = group.hits.length;
  return (
    <section className="search-page__group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {kindTitle(group.kind)}{" "}
        <span className="search-page__message">({group.total > shown ? `${shown} of ${group.total}` : group.total})</span>
      </h2>
      <ol className="search-page__hits">
        {group.hits.map((hit) => (
          <li key={hit.id} className="search-page__hit">
            <Link to={itemRoute(hit.kind)} params={{ id: hit.id }}>
              <HighlightedText segments={hit.title} />
            </Link>
            {hit.snippet.length > 0 ? (
              <p>
                <HighlightedText segments={hit.snippet} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
