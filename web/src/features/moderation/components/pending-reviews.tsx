import { useQuery } from "@tanstack/react-query";
import { ReviewCard } from "@/components/review-card";
import { useViewer } from "@/lib/data/auth";
import { reviewsQueryOptions } from "@/lib/data/moderation-queries";
import { useApproveReview, useDeleteReview } from "../api/moderation-mutations";
import {
  cardHeadingLevel,
  ModerationButton,
  ModerationPanel,
  PanelBody,
  type PanelHeadingLevel,
} from "./moderation-panel";

type ReviewStatus = "pending" | "approved";

const PANEL: Record<ReviewStatus, { title: string; anchor: string }> = {
  pending: { title: "Pending reviews", anchor: "pending-reviews" },
  approved: { title: "Published reviews", anchor: "published-reviews" },
};

function ReviewList({ status, headingLevel }: { status: ReviewStatus; headingLevel: PanelHeadingLevel }) {
  // The same list as the public wall: for the owner the server puts the pending reviews in it too.
  const { data, isPending, isError } = useQuery(reviewsQueryOptions());
  const approve = useApproveReview();
  const remove = useDeleteReview();
  const pending = data?.filter((review) => review.status === status) ?? [];

  const body = (
    <PanelBody
      isPending={isPending}
      isError={isError}
      isEmpty={pending.length === 0}
      what="reviews"
      empty={status === "approved" ? "No published reviews." : undefined}
    >
      <ul className="mod-list mod-list--grid">
        {pending.map((review) => {
          const busy = approve.isBusy(review._id) || remove.isBusy(review._id);
          return (
            <li key={review._id}>
              <ReviewCard
                review={review}
                headingLevel={cardHeadingLevel(headingLevel)}
                actions={
                  <>
                    {status === "pending" ? (
                      <ModerationButton
                        primary
                        label={`Approve review by ${review.username}`}
                        busy={busy}
                        onClick={() => void approve.run(review._id)}
                      >
                        Approve
                      </ModerationButton>
                    ) : null}
                    <ModerationButton
                      danger
                      label={`Delete review by ${review.username}`}
                      busy={busy}
                      onClick={() => void remove.run(review._id)}
                    >
                      Delete
                    </ModerationButton>
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
    </PanelBody>
  );

  return (
    <ModerationPanel
      title={PANEL[status].title}
      count={isPending || isError ? undefined : pending.length}
      headingLevel={headingLevel}
      anchor={PANEL[status].anchor}
    >
      {body}
    </ModerationPanel>
  );
}

/**
 * The owner's reviews of one status: pending ones to approve or delete, published ones to delete (a
 * review approved by mistake can still go). Nothing for anybody else.
 */
export function PendingReviews({
  status = "pending",
  headingLevel = 2,
}: {
  status?: ReviewStatus;
  headingLevel?: PanelHeadingLevel;
}) {
  const { isOwner } = useViewer();
  return isOwner ? <ReviewList status={status} headingLevel={headingLevel} /> : null;
}
