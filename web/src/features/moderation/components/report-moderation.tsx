import { useQuery } from "@tanstack/react-query";
import type { Report } from "@contract/community";
import { ReportCard } from "@/components/report-card";
import { useViewer } from "@/lib/data/auth";
import { reportsQueryOptions } from "@/lib/data/moderation-queries";
import { useDeleteReport, useMarkReportSeen } from "../api/moderation-mutations";
import {
  cardHeadingLevel,
  ModerationButton,
  ModerationPanel,
  PanelBody,
  type PanelHeadingLevel,
} from "./moderation-panel";

const TITLES: Record<Report["status"], string> = { pending: "Pending reports", seen: "Seen reports" };

interface ReportModerationProps {
  /** Which reports this list holds: the waiting ones, or those already seen. */
  status?: Report["status"];
  headingLevel?: PanelHeadingLevel;
}

function ReportModerationList({ status, headingLevel }: Required<ReportModerationProps>) {
  const { data, isPending, isError } = useQuery(reportsQueryOptions());
  const markSeen = useMarkReportSeen();
  const remove = useDeleteReport();
  const reports = data?.filter((report) => report.status === status) ?? [];

  const body = (
    <PanelBody
      isPending={isPending}
      isError={isError}
      isEmpty={reports.length === 0}
      what="reports"
      empty={status === "seen" ? "No seen reports." : undefined}
    >
      <ul className="mod-list">
        {reports.map((report) => {
          const busy = markSeen.isBusy(report._id) || remove.isBusy(report._id);
          return (
            <li key={report._id}>
              <ReportCard
                report={report}
                headingLevel={cardHeadingLevel(headingLevel)}
                actions={
                  <>
                    {report.status === "pending" ? (
                      <ModerationButton
                        label={`Mark seen: report "${report.subject}"`}
                        busy={busy}
                        onClick={() => void markSeen.run(report._id)}
                      >
                        Mark seen
                      </ModerationButton>
                    ) : null}
                    <ModerationButton
                      danger
                      label={`Delete report "${report.subject}"`}
                      busy={busy}
                      onClick={() => void remove.run(report._id)}
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
      title={TITLES[status]}
      count={isPending || isError ? undefined : reports.length}
      headingLevel={headingLevel}
      anchor={`${status}-reports`}
    >
      {body}
    </ModerationPanel>
  );
}

/** The owner's reports of one status, to mark seen or delete; nothing for anybody else. */
export function ReportModeration({ status = "pending", headingLevel = 2 }: ReportModerationProps) {
  const { isOwner } = useViewer();
  return isOwner ? <ReportModerationList status={status} headingLevel={headingLevel} /> : null;
}
