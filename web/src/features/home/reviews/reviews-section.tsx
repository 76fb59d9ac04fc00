import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Review } from "@contract/community";
import { ReviewCard } from "@/components/review-card";
import { reviewsQueryOptions } from "@/lib/data/moderation-queries";
import { FIRST_REVIEWS, FoldedRest } from "../components/folded-rest";
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
    <>
      <ReviewGrid reviews={approved.slice(0, FIRST_REVIEWS)} label="Reviews" />
      <FoldedRest count={approved.length - FIRST_REVIEWS} noun={["review", "reviews"]}>
        <ReviewGrid reviews={approved.slice(FIRST_REVIEWS)} />
      </FoldedRest>
    </>
  );
}

/** The wall's grid; the folded rest's needs no name of its own, its fold's button names it. */
function ReviewGrid({ reviews, label }: { reviews: Review[]; label?: string }) {
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
