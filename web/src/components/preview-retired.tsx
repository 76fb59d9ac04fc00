import { Link } from "@tanstack/react-router";
import { CompassIcon, HomeIcon } from "./line-icons";
import { StatusPanel } from "./status-panel";
import { usePageMeta } from "@/lib/render/page-meta";

/** An item page opened with a preview link that no longer opens its item (withdrawn, published or removed). */
export function PreviewRetired() {
  usePageMeta({ title: "Preview link no longer valid" });
  return (
    <StatusPanel
      badge={<CompassIcon size={72} />}
      title="This preview link is no longer valid"
      actions={
        <Link to="/" className="button button--primary">
          <HomeIcon size={18} />
          Back to home
        </Link>
      }
    >
      <p>The owner has withdrawn it, or the item it showed has been published or removed. Ask the owner for a new link.</p>
    </StatusPanel>
  );
}
