import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense, type ReactElement } from "react";
import { HomePage } from "@/features/home/home-page";
import { useViewer } from "@/lib/data/auth";

// The owner's moderation lists, in the home's sections: their code comes only for the owner, so a reader's download
// of the home holds none of it (issue 32: 2.7 KB of gzip JavaScript every reader loaded and never ran).
const PendingReviews = lazy(() => import("@/features/moderation/components/pending-reviews").then((module) => ({ default: module.PendingReviews })));
const ReportModeration = lazy(() =>
  import("@/features/moderation/components/report-moderation").then((module) => ({ default: module.ReportModeration })),
);
const ContactMessages = lazy(() => import("@/features/moderation/components/contact-messages").then((module) => ({ default: module.ContactMessages })));

const ownerOnly = (panel: ReactElement) => <Suspense fallback={null}>{panel}</Suspense>;

function Home() {
  const { isOwner } = useViewer();
  return (
    <HomePage
      ownerPanels={
        isOwner
          ? {
              reviews: ownerOnly(<PendingReviews headingLevel={3} />),
              reports: ownerOnly(<ReportModeration status="pending" headingLevel={3} />),
              contact: ownerOnly(<ContactMessages headingLevel={3} />),
            }
          : {}
      }
    />
  );
}

export const Route = createFileRoute("/")({
  // Start the community requests early without holding the page back: each section shows its own loading state.
  loader: ({ context }) => {
    void import("@/features/home/api/home-lists-prefetch").then(({ prefetchHomeLists }) => prefetchHomeLists(context.queryClient));
  },
  component: Home,
});
