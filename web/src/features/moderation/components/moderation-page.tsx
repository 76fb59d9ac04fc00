import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { OwnerOnly } from "@/components/owner-only";
import { OwnerPageHeader } from "@/components/owner-page-header";
import { moderationSummaryQueryOptions, waitingCount } from "@/lib/data/moderation-queries";
import { usePageMeta } from "@/lib/render/page-meta";
import { ContactHandledToggle } from "./contact-handled-toggle";
import { ContactMessages } from "./contact-messages";
import { PendingReviews } from "./pending-reviews";
import { ReportModeration } from "./report-moderation";
import "../moderation.css";

// The inbox's lower sections come in a chunk of their own after the page: the page's first load stays within the
// budget every route keeps (1.3 times the bare React app), and each section shows its own loading state anyway.
const FediverseReplies = lazy(() => import("./fediverse-replies").then((module) => ({ default: module.FediverseReplies })));
const RecentComments = lazy(() => import("./recent-comments").then((module) => ({ default: module.RecentComments })));

function Summary() {
  const { data } = useQuery(moderationSummaryQueryOptions());
  if (!data) return null;
  const total = waitingCount(data);
  return (
    <nav className="moderation__summary" aria-label="Waiting">
      <p className="moderation__total">{total === 0 ? "Nothing is waiting. All caught up!" : `${total} waiting in all.`}</p>
      <ul className="moderation__counts">
        <li>
          <a href="#pending-reviews">
            <strong>{data.pendingReviews}</strong> pending {data.pendingReviews === 1 ? "review" : "reviews"}
          </a>
        </li>
        <li>
          <a href="#pending-reports">
            <strong>{data.pendingReports}</strong> pending {data.pendingReports === 1 ? "report" : "reports"}
          </a>
        </li>
        <li>
          <a href="#contact-messages">
            <strong>{data.contactMessages}</strong> contact {data.contactMessages === 1 ? "message" : "messages"} to handle
          </a>
        </li>
        <li>
          <a href="#fediverse-replies">
            <strong>{data.pendingFediverseReplies}</strong> fediverse {data.pendingFediverseReplies === 1 ? "reply" : "replies"}
          </a>
        </li>
      </ul>
    </nav>
  );
}

function Inbox() {
  return (
    <div className="moderation">
      <OwnerPageHeader
        title="Moderation"
        intro="Everything that waits for you: reviews to approve, reports to look at, messages to answer, replies from the fediverse to let in, and every recent comment."
      >
        <Summary />
        <p>
          <Link to="/audit">The audit log</Link>: what was done on the site and to its accounts.
        </p>
      </OwnerPageHeader>
      <PendingReviews headingLevel={2} />
      <ReportModeration status="pending" headingLevel={2} />
      <ContactMessages headingLevel={2} HandledToggle={ContactHandledToggle} />
      <Suspense fallback={null}>
        <FediverseReplies headingLevel={2} />
        <RecentComments />
      </Suspense>
      <ReportModeration status="seen" headingLevel={2} />
      <PendingReviews status="approved" headingLevel={2} />
    </div>
  );
}

/** The owner's inbox; anybody else signed in is told plainly that it is not for them. */
export function ModerationPage() {
  usePageMeta({ title: "Moderation", description: "The owner's moderation inbox." });
  return (
    <OwnerOnly refusal="Only the site owner can open the moderation inbox.">
      <Inbox />
    </OwnerOnly>
  );
}
