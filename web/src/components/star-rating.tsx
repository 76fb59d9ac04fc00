import "./star-rating.css";

const MAX = 5;

/** The outline of one star, drawn by the rating input (star-rating.css draws the same one for the read-only rating). */
export const STAR_PATH =
  "M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z";

/**
 * A read-only 1-5 star rating; read out as one phrase, not five separate stars. One empty element that the stylesheet
 * draws: a review wall of 100 reviews with five inline SVG stars each was 1,000 of the home page's 3,800 elements
 * and 150 KB of its HTML, all parsed and styled on a phone before the page could settle (issue 32).
 */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(MAX, Math.round(rating)));
  return <span className="star-rating" role="img" aria-label={`Rated ${filled} out of ${MAX}`} data-rating={filled} />;
}
