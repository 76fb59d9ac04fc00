import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { DemoToolTitle } from "@contract/limits";
import "./tools.css";

// One chunk per tool, fetched only when the project whose exact title names it renders (SPEC section 2): no
// other page downloads a tool's code, or the qrcode library. Nothing here is imported by a route loader, which
// would pull this map into every page's first load.
const LAZY_TOOLS: Record<DemoToolTitle, ComponentType> = {
  "Life Timer": lazy(() => import("./life-timer/life-timer")),
  "GitHub User Data Fetcher": lazy(() => import("./github-user/github-user-search")),
  "ColorPalette Pro": lazy(() => import("./color-palette/color-palette")),
  "QR Code Generator": lazy(() => import("./qr-code/qr-code-generator")),
  "Expense Tracker": lazy(() => import("./expense-tracker/expense-tracker")),
  "Password Generator App": lazy(() => import("./password-generator/password-generator")),
};

/** The live demo of a project, or nothing when its title names no tool. */
export function ProjectTool({ projectTitle }: { projectTitle: string }) {
  // The demo starts only in the browser, after the page is live: rendered on the server, its buttons would show
  // before their code had arrived, and a click then would do nothing. Until then it says it is loading.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => setInBrowser(true));
    return () => window.cancelAnimationFrame(frame);
  }, []);
  if (!Object.hasOwn(LAZY_TOOLS, projectTitle)) return null;
  const Tool = LAZY_TOOLS[projectTitle as DemoToolTitle];
  const loading = (
    <p className="tool__loading" role="status">
      Loading the demo...
    </p>
  );
  return (
    <section className="tool" aria-labelledby="live-demo">
      <h2 id="live-demo" className="tool__heading">
        Try it live
      </h2>
      <ToolLoadBoundary>
        {inBrowser ? (
          <Suspense fallback={loading}>
            <Tool />
          </Suspense>
        ) : (
          loading
        )}
      </ToolLoadBoundary>
    </section>
  );
}

interface BoundaryState {
  failed: boolean;
}

/**
 * A tool's chunk can fail to arrive (offline, or a deploy replaced it). The rest of the project page stays,
 * with a way to try again.
 */
class ToolLoadBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="tool__failed" role="alert">
        <p>The demo could not be loaded.</p>
        <button type="button" className="button button--small" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
