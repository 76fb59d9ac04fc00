import { HomeSection } from "./home-section";

export function ReportSection() {
  return (
    <HomeSection
      id="reports"
      eyebrow="Help improve the site"
      title="Report a problem"
      intro="Spotted a bug, a broken link or something that looks wrong? Reports go straight to the owner, who reviews every one."
    />
  );
}
