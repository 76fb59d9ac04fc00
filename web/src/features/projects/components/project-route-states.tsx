import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { StatusPanel } from "@/components/status-panel";
import { isRetiredPreview } from "@/lib/data/item-loader";
import { usePageMeta } from "@/lib/render/page-meta";

// The rare retired-preview words load when needed, not with every project page.
const PreviewRetired = lazy(() => import("@/components/preview-retired").then((module) => ({ default: module.PreviewRetired })));

export function ProjectLoading() {
  return (
    <p className="page-state" role="status">
      Loading project...
    </p>
  );
}

export function ProjectNotFound({ data }: { data?: unknown }) {
  return isRetiredPreview(data) ? (
    <Suspense fallback={null}>
      <PreviewRetired />
    </Suspense>
  ) : (
    <UnknownProject />
  );
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
