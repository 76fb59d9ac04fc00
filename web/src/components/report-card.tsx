import type { ReactNode } from "react";
import type { Report } from "@contract/community";
import { formatDay } from "@/lib/utils/format-date";
import { Avatar } from "./avatar";
import "./report-card.css";

const STATUS_TEXT: Record<Report["status"], string> = { pending: "Pending", seen: "Seen" };

export interface ReportCardProps {
  report: Report;
  /** The owner's buttons, under the description. */
  actions?: ReactNode;
  /** The subject's heading level: 3 under a home section, 4 under a moderation list's own heading. */
  headingLevel?: 3 | 4;
}

/** One report: who sent it and when, its status, subject and description. */
export function ReportCard({ report, actions, headingLevel = 3 }: ReportCardProps) {
  const date = formatDay(report.createdAt);
  const Subject = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="report-card">
      <header className="report-card__head">
        <Avatar src={report.profileImage} alt="" size={40} />
        <p className="report-card__who">
          <span className="report-card__name">{report.username}</span>
          {date ? (
            <time className="report-card__date" dateTime={report.createdAt}>
              {date}
            </time>
          ) : null}
        </p>
        <span className={`report-card__status is-${report.status}`}>
          <span className="visually-hidden">Status: </span>
          {STATUS_TEXT[report.status]}
        </span>
      </header>
      <Subject className="report-card__subject">{report.subject}</Subject>
      <p className="report-card__description">{report.description}</p>
      {actions ? <div className="report-card__actions">{actions}</div> : null}
    </article>
  );
}
