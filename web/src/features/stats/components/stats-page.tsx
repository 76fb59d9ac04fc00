import { OwnerOnly } from "@/components/owner-only";
import { OwnerPageHeader } from "@/components/owner-page-header";
import { usePageMeta } from "@/lib/render/page-meta";
import { StatsDashboard } from "./stats-dashboard";
import "../stats.css";

/** The owner's Stats page; anybody else signed in is told plainly that it is not for them, as on /moderation. */
export function StatsPage() {
  usePageMeta({ title: "Stats", description: "The owner's site statistics." });
  return (
    <OwnerOnly refusal="Only the site owner can see the site's stats.">
      <div className="stats">
        <OwnerPageHeader
          title="Stats"
          intro="Views of the public pages, counted once per visitor per page per day, without cookies; robots and your own views are left out. Days are UTC days."
        />
        <StatsDashboard />
      </div>
    </OwnerOnly>
  );
}
