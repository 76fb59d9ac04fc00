import type { ReactNode } from "react";
import { HomeSection } from "../components/home-section";
import { ReportForm } from "./report-form";
import { ReportList } from "./report-list";

export interface ReportSectionProps {
  /** The owner's pending reports to mark seen or delete; it renders nothing for anybody else. */
  ownerPanel?: ReactNode;
}

export function ReportSection({ ownerPanel }: ReportSectionProps) {
  return (
    <HomeSection
      id="reports"
      eyebrow="Help improve the site"
      title="Report a problem"
      intro="Spotted a bug, a broken link or something that looks wrong? Reports go straight to the owner, who reviews every one."
    >
      {ownerPanel}
      <div className="community-split">
        <ReportForm />
        <ReportList />
      </div>
    </HomeSection>
  );
}
