import { useQuery } from "@tanstack/react-query";
import { ReviewCard } from "@/components/review-card";
import { useViewer } from "@/lib/auth";
import { reviewsQueryOptions } from "@/lib/moderation-queries";
import { useApproveReview, useDeleteReview } from "../api/moderation-mutations";
import { cardHeadingLevel, ModerationPanel, PanelState, type PanelHeadingLevel } from "./moderation-panel";

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

  let body;
  if (isPending) body = <PanelState state="pending" what="reviews" />;
  else if (isError) body = <PanelState state="error" what="reviews" />;
  else if (pending.length === 0)
    body = <PanelState state="empty" what="reviews" empty={status === "approved" ? "No published reviews." : undefined} />;
  else
    body = (
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
                      <button
                        type="button"
                        className="button button--small button--primary"
                        aria-label={`Approve review by ${review.username}`}
                        disabled={busy}
                        onClick={() => void approve.run(review._id)}
                      >
                        Approve
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="button button--small button--danger"
                      aria-label={`Delete review by ${review.username}`}
                      disabled={busy}
                      onClick={() => void remove.run(review._id)}
                    >
                      Delete
                    </button>
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
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
export function PendingReviews({ status = "pending", headingLevel = 2 }: { status?: ReviewStatus; headingLevel?: PanelHeadingLevel }) {
  const { isOwner } = useViewer();
  return isOwner ? <ReviewList status={status} headingLevel={headingLevel} /> : null;
}
