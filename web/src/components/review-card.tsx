import type { ReactNode } from "react";
import type { Review } from "@contract/community";
import { formatDay } from "@/lib/utils/format-date";
import { Avatar } from "./avatar";
import { StarRating } from "./star-rating";
import "./review-card.css";

export interface ReviewCardProps {
  review: Review;
  /** The owner's buttons, under the text. */
  actions?: ReactNode;
  /** The username's heading level: 3 under a home section, 4 under a moderation list's own heading. */
  headingLevel?: 3 | 4;
}

export function ReviewCard({ review, actions, headingLevel = 3 }: ReviewCardProps) {
  const date = formatDay(review.createdAt);
  const Name = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="review-card">
      <header className="review-card__head">
        {/* The username sits right beside the picture, so the picture itself says nothing more. */}
        <Avatar src={review.profileImage} alt="" size={48} />
        <div className="review-card__who">
          <Name className="review-card__name">{review.username}</Name>
          <StarRating rating={review.rating} />
        </div>
      </header>
      <p className="review-card__text">{review.text}</p>
      {date ? (
        <time className="review-card__date" dateTime={review.createdAt}>
          {date}
        </time>
      ) : null}
      {actions ? <div className="review-card__actions">{actions}</div> : null}
    </article>
  );
}
