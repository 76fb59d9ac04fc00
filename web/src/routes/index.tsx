import { createFileRoute } from "@tanstack/react-router";
import { homeCommentsQueryOptions } from "@/features/home/api/home-comments-queries";
import { HomePage } from "@/features/home/home-page";
import { ContactMessages } from "@/features/moderation/components/contact-messages";
import { PendingReviews } from "@/features/moderation/components/pending-reviews";
import { ReportModeration } from "@/features/moderation/components/report-moderation";
import { reportsQueryOptions, reviewsQueryOptions } from "@/lib/data/moderation-queries";

// The home page with the owner's moderation lists in its sections (each renders nothing for anybody else).
function Home() {
  return (
    <HomePage
      ownerPanels={{
        reviews: <PendingReviews headingLevel={3} />,
        reports: <ReportModeration status="pending" headingLevel={3} />,
        contact: <ContactMessages headingLevel={3} />,
      }}
    />
  );
}

export const Route = createFileRoute("/")({
  // Start the community requests early without holding the page back: each section shows its own loading state.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(reviewsQueryOptions());
    void context.queryClient.prefetchQuery(reportsQueryOptions());
    void context.queryClient.prefetchQuery(homeCommentsQueryOptions());
  },
  component: Home,
});
