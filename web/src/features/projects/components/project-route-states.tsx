import { Link } from "@tanstack/react-router";
import { PreviewRetired } from "@/components/preview-retired";
import { StatusPanel } from "@/components/status-panel";
import { isRetiredPreview } from "@/lib/data/item-loader";
import { usePageMeta } from "@/lib/render/page-meta";

export function ProjectLoading() {
  return (
    <p className="page-state" role="status">
      Loading project...
    </p>
  );
}

export function ProjectNotFound({ data }: { data?: unknown }) {
  return isRetiredPreview(data) ? <PreviewRetired /> : <UnknownProject />;
}

function UnknownProject() {
  usePageMeta({ title: "Project not found" });
  return (
    <StatusPanel
      title="Project not found"
      actions={
        <Link to="/projects" className="button button--primary">
          Browse all projects
        </Link>
      }
    >
      <p>It may have been removed, or the link is mistyped.</p>
    </StatusPanel>
  );
}
