import { Link, useCanGoBack, useRouter } from "@tanstack/react-router";
import { AlertIcon, HomeIcon } from "@/components/line-icons";
import { StatusPanel } from "@/components/status-panel";
import { usePageMeta } from "@/lib/render/page-meta";

/** /error: where item pages send the visitor when the server answers a load with an error. */
export function ErrorPage() {
  usePageMeta({ title: "Something went wrong" });
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <StatusPanel
      badge={<AlertIcon size={72} />}
      title="Something went wrong"
      actions={
        <>
          {/* Going back re-opens the page that failed, which loads the item again. */}
          <button
            type="button"
            className="button button--primary"
            onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: "/" }))}
          >
            Try again
          </button>
          <Link to="/" className="button button--ghost">
            <HomeIcon size={18} />
            Home
          </Link>
        </>
      }
    >
      <p>The item you asked for could not be loaded. It may have been removed, or the server had trouble answering.</p>
      <p>Please try again in a moment.</p>
    </StatusPanel>
  );
}
