import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Review } from "@contract/community";
import { ReviewCard } from "@/components/review-card";
import { reviewsQueryOptions } from "@/lib/data/moderation-queries";
import { FIRST_REVIEWS, FoldedList } from "../components/folded-list";
import { HomeSection } from "../components/home-section";
import { ReviewForm } from "./review-form";

function ReviewWall() {
  const { data, isPending, isError } = useQuery(reviewsQueryOptions());
  if (isPending) return <p role="status" className="home-state">Loading...</p>;
  if (isError) return <p role="alert" className="home-state home-state--error">Error fetching reviews</p>;
  // Pending reviews wait for the owner's approval before they appear on the public wall.
  const approved = data.filter((review) => review.status === "approved");
  if (approved.length === 0) return <p className="home-state">No reviews yet.</p>;
  return (
    <FoldedList
      entries={approved}
      shown={FIRST_REVIEWS}
      label="Reviews"
      noun={["review", "reviews"]}
      renderList={(reviews, label) => <ReviewGrid reviews={reviews} label={label} />}
    />
  );
}

function ReviewGrid({ reviews, label }: { reviews: readonly Review[]; label?: string }) {
  return (
    <ul className="review-grid" aria-label={label}>
      {reviews.map((review) => (
        <li key={review._id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

export interface ReviewsSectionProps {
  /** The owner's pending reviews to approve or delete; it renders nothing for anybody else. */
  ownerPanel?: ReactNode;
}

export function ReviewsSection({ ownerPanel }: ReviewsSectionProps) {
  return (
    <HomeSection
      id="reviews"
      eyebrow="Kind words"
      title="Reviews"
      intro="What visitors and fellow developers say about the site and the projects."
    >
      {ownerPanel}
      <ReviewWall />
      <ReviewForm />
    </HomeSection>
  );
}
