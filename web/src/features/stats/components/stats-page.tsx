import { OwnerOnly } from "@/components/owner-only";
import { usePageMeta } from "@/lib/render/page-meta";
import { StatsDashboard } from "./stats-dashboard";
import "../stats.css";

/** The owner's Stats page; anybody else signed in is told plainly that it is not for them, as on /moderation. */
export function StatsPage() {
  usePageMeta({ title: "Stats", description: "The owner's site statistics." });
  return (
    <OwnerOnly refusal="Only the site owner can see the site's stats.">
      <div className="stats">
        <header className="stats__head">
          <p className="stats__eyebrow">Owner</p>
          <h1 className="stats__title">Stats</h1>
          <p className="stats__intro">
            Views of the public pages, counted once per visitor per page per day, without cookies; robots and your own views are left out.
            Days are UTC days.
          </p>
        </header>
        <StatsDashboard />
      </div>
    </OwnerOnly>
  );
}
