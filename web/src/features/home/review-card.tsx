import type { Review } from "@contract/community";
import { Avatar } from "@/components/avatar";
import { StarRating } from "@/components/star-rating";

const dateFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });

function formatDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

export function ReviewCard({ review }: { review: Review }) {
  const date = formatDate(review.createdAt);
  return (
    <article className="review-card">
      <header className="review-card__head">
        {/* The username sits right beside the picture, so the picture itself says nothing more. */}
        <Avatar src={review.profileImage} alt="" size={48} />
        <div className="review-card__who">
          <h3 className="review-card__name">{review.username}</h3>
          <StarRating rating={review.rating} />
        </div>
      </header>
      <p className="review-card__text">{review.text}</p>
      {date ? (
        <time className="review-card__date" dateTime={review.createdAt}>
          {date}
        </time>
      ) : null}
    </article>
  );
}
