import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import type { Writing } from "@contract/posts";
import { ResponsiveImage } from "@/components/responsive-image";
import { cardsOf } from "@/lib/item-lists";
import { writingsQueryOptions } from "../api/writings-queries";
import { WRITING_COPY, type WritingKind } from "../lib/writing-kind";
import { relatedPreview, relatedWritings } from "../lib/writing-text";
import { DETAIL_PATH } from "./writing-card";

/**
 * Same-category items from the list call (SPEC section 7), which the server filters by category (issue 10): the
 * newest page of them, without the current item. A failed list is only logged.
 */
export function RelatedWritings({ kind, current }: { kind: WritingKind; current: Writing }) {
  const list = useInfiniteQuery(writingsQueryOptions(kind, { category: current.category }));
  const copy = WRITING_COPY[kind];

  useEffect(() => {
    if (list.isError) console.error(`Related ${kind} failed to load`, list.error);
  }, [list.isError, list.error, kind]);

  if (list.isError) return null;
  const related = relatedWritings(cardsOf(list.data), current);
  return (
    <section className="writing-related" aria-labelledby="related-heading">
      <h2 id="related-heading">Related {copy.title.toLowerCase()}</h2>
      {list.isPending ? (
        <p className="writings-state" role="status">
          Loading...
        </p>
      ) : related.length === 0 ? (
        <p className="writing-related__empty">{copy.noRelated}</p>
      ) : (
        <ul className="writing-related__grid">
          {related.map((writing) => (
            <li key={writing._id} className="writing-related__card">
              <Link to={DETAIL_PATH[kind]} params={{ id: writing._id }} className="writing-related__link">
                {writing.mainImg ? (
                  <ResponsiveImage
                    src={writing.mainImg}
                    variants={writing.variants.mainImg}
                    sizes="(min-width: 900px) 25vw, 50vw"
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={1200}
                    height={675}
                  />
                ) : null}
                <span className="writing-related__title">{writing.title}</span>
                <span className="writing-related__preview">{relatedPreview(writing.firstParagraph)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
