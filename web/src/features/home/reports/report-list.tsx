import { useQuery } from "@tanstack/react-query";
import { ReportCard } from "@/components/report-card";
import { reportsQueryOptions } from "@/lib/data/moderation-queries";

/** The public reports list, newest first, pending and seen alike. */
export function ReportList() {
  const { data, isPending, isError } = useQuery(reportsQueryOptions());
  let body;
  if (isPending) body = <p role="status" className="home-state">Loading...</p>;
  else if (isError) body = <p role="alert" className="home-state home-state--error">Error fetching reports</p>;
  else if (data.length === 0) body = <p className="home-state">No reports yet.</p>;
  else
    body = (
      // Focusable so keyboard users can scroll a long list.
      <ul className="community-list community-list--scroll" aria-labelledby="report-list-title" tabIndex={0}>
        {data.map((report) => (
          <li key={report._id}>
            <ReportCard report={report} />
          </li>
        ))}
      </ul>
    );
  return (
    <div className="community-column">
      <h3 id="report-list-title" className="community-column__title">
        Recent reports
      </h3>
      {body}
    </div>
  );
}
