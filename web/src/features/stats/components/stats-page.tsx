import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { StatusPanel } from "@/components/status-panel";
import { profileQueryOptions } from "@/lib/data/auth";
import { usePageMeta } from "@/lib/render/page-meta";
import { StatsDashboard } from "./stats-dashboard";
import "../stats.css";

/** The owner's Stats page; anybody else signed in is told plainly that it is not for them, as on /moderation. */
export function StatsPage() {
  usePageMeta({ title: "Stats", description: "The owner's site statistics." });
  const { data, isPending, isError } = useQuery(profileQueryOptions());
  if (isPending)
    return (
      <p role="status" className="stats__state">
        Loading...
      </p>
    );
  if (isError || !data.success)
    return (
      <StatusPanel title="Please log in" actions={<Link to="/login" className="button button--primary">Log in</Link>}>
        <p>{isError ? "Your profile could not be loaded." : data.message}</p>
      </StatusPanel>
    );
  if (!data.user.isOwner)
    return (
      <StatusPanel title="Not authorized" actions={<Link to="/" className="button button--primary">Back to home</Link>}>
        <p>Only the site owner can see the site's stats.</p>
      </StatusPanel>
    );
  return (
    <div className="stats">
      <header className="stats__head">
        <p className="stats__eyebrow">Owner</p>
        <h1 className="stats__title">Stats</h1>
        <p className="stats__intro">
          Views of the public pages, counted once per visitor per page per day, without cookies; robots and your own
          views are left out. Days are UTC days.
        </p>
      </header>
      <StatsDashboard />
    </div>
  );
}
