import { Link } from "@tanstack/react-router";
import { StatusPanel } from "@/components/status-panel";
import { usePageMeta } from "@/lib/render/page-meta";

export function ProjectLoading() {
  return (
    <p className="page-state" role="status">
      Loading project...
    </p>
  );
}

export function ProjectNotFound() {
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
