import type { ReactNode } from "react";
import "./content-warning.css";

export interface ContentWarningProps {
  /** The warning its author gave ("" for a post only marked sensitive); undefined shows the content as it is. */
  warning: string | undefined;
  children: ReactNode;
}

/**
 * A fediverse reply its author put behind a content warning (issue 31) stays folded behind it, as on their own
 * server, wherever it shows. A native details element: it opens with no script, on a server-rendered page too.
 */
export function ContentWarning({ warning, children }: ContentWarningProps) {
  if (warning === undefined) return <>{children}</>;
  return (
    <details className="content-warning">
      <summary className="content-warning__summary">
        <span className="content-warning__label">Content warning:</span> {warning || "Sensitive content"}
      </summary>
      <div className="content-warning__body">{children}</div>
    </details>
  );
}
