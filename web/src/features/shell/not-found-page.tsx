import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { CompassIcon, HomeIcon } from "@/components/line-icons";
import { StatusPanel } from "@/components/status-panel";
import { isRetiredPreview } from "@/lib/data/item-loader";
import { usePageMeta } from "@/lib/render/page-meta";

// Every page's code carries this page (the router's default not-found state); the rarer words load when needed.
const PreviewRetired = lazy(() => import("@/components/preview-retired").then((module) => ({ default: module.PreviewRetired })));

/**
 * Shown for /404, for every path no route matches, and for an item that does not exist (or is not public). An item
 * asked for with a preview link that no longer opens it says so in its own words.
 */
export function NotFoundPage({ data }: { data?: unknown }) {
  return isRetiredPreview(data) ? (
    <Suspense fallback={null}>
      <PreviewRetired />
    </Suspense>
  ) : (
    <PageNotFound />
  );
}

function PageNotFound() {
  usePageMeta({ title: "Page Not Found" });
  return (
    <StatusPanel badge={<CompassIcon size={72} />} title="404 - Page Not Found" actions={<HomeLink />}>
      <p>The page you are looking for does not exist, has moved, or could not be reached.</p>
    </StatusPanel>
  );
}

function HomeLink() {
  return (
    <Link to="/" className="button button--primary">
      <HomeIcon size={18} />
      Back to home
    </Link>
  );
}
