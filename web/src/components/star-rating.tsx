import "./star-rating.css";

const MAX = 5;

/**
 * A read-only 1-5 star rating; read out as one phrase, not five separate stars. One empty element that the stylesheet
 * draws (star-rating.css, as it draws the rating input's stars): a wall of 100 reviews with five inline SVG stars
 * each was 1,000 of the home page's 3,800 elements and 150 KB of its HTML, all parsed and styled on a phone before
 * the page could settle (issue 32).
 */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(MAX, Math.round(rating)));
  return <span className="star-rating" role="img" aria-label={`Rated ${filled} out of ${MAX}`} data-rating={filled} />;
}
