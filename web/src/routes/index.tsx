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

// No loader: the server inlines the home's lists into the page, and on a navigation inside the app the route's code is
// usually fetched already (the links preload it on intent), so each section's query starts as soon as it renders. A
// loader that started them earlier cost every reader of the home a chunk more (issue 32).
export const Route = createFileRoute("/")({
  component: Home,
});
