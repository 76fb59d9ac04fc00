import "./star-rating.css";

const MAX = 5;

/** The outline of one star, shared with the rating input. */
export const STAR_PATH =
  "M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z";

/** A read-only 1-5 star rating; read out as one phrase, not five separate stars. */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(MAX, Math.round(rating)));
  return (
    <span className="star-rating" role="img" aria-label={`Rated ${filled} out of ${MAX}`}>
      {Array.from({ length: MAX }, (_, i) => (
        <svg
          key={i}
          className={i < filled ? "star-rating__star is-filled" : "star-rating__star"}
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
