import { Link } from "@tanstack/react-router";
import { HomeIcon } from "@/components/line-icons";
import { StatusPanel } from "@/components/status-panel";
import { usePageMeta } from "@/lib/render/page-meta";

/** Shown for /404 and for every path no route matches. */
export function NotFoundPage() {
  usePageMeta({ title: "Page Not Found" });
  return (
    <StatusPanel
      badge="404"
      title="404 - Page Not Found"
      actions={
        <Link to="/" className="button button--primary">
          <HomeIcon size={18} />
          Back to home
        </Link>
      }
    >
      <p>The page you are looking for does not exist, has moved, or could not be reached.</p>
    </StatusPanel>
  );
}
