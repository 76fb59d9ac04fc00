import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { altTextOf } from "@contract/alt-text";
import { ITEM_KINDS, type WritingKind } from "@contract/item-kinds";
import type { Writing } from "@contract/posts";
import { ResponsiveImage } from "@/components/responsive-image";
import { cardsOf, itemListQueryOptions } from "@/lib/data/item-lists";
import { itemRoute } from "@/lib/utils/item-paths";
import { relatedPreview, relatedWritings } from "../lib/writing-text";

/**
 * Same-category items from the list call (SPEC section 7), which the server filters by category (issue 10): the
 * newest page of them, without the current item. A failed list is only logged.
 */
export function RelatedWritings({ kind, current }: { kind: WritingKind; current: Writing }) {
  const list = useInfiniteQuery(itemListQueryOptions(kind, { category: current.category }));
  const { label, list: copy } = ITEM_KINDS[kind];

  useEffect(() => {
    if (list.isError) console.error(`Related ${kind} failed to load`, list.error);
  }, [list.isError, list.error, kind]);

  if (list.isError) return null;
  const related = relatedWritings(cardsOf(list.data), current);
  return (
    <section className="writing-related" aria-labelledby="related-heading">
      <h2 id="related-heading">Related {copy.plural}</h2>
      {list.isPending ? (
        <p className="page-state" role="status">
          Loading...
        </p>
      ) : related.length === 0 ? (
        <p className="writing-related__empty">{`No related ${label}.`}</p>
      ) : (
        <ul className="writing-related__grid">
          {related.map((writing) => (
            <li key={writing._id} className="writing-related__card">
              <Link to={itemRoute(kind)} params={{ id: writing._id }} className="writing-related__link">
                {writing.mainImg ? (
                  <ResponsiveImage
                    src={writing.mainImg}
                    variants={writing.variants.mainImg}
                    sizes="(min-width: 900px) 25vw, 50vw"
                    alt={altTextOf(writing.alt, "mainImg")}
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
