import type { ReactNode } from "react";
import "./status-panel.css";

export interface StatusPanelProps {
  /** A large decorative mark above the heading, such as "404". */
  badge?: ReactNode;
  title: string;
  children?: ReactNode;
  /** Buttons or links, laid out in a row that wraps on phones. */
  actions?: ReactNode;
  /** The heading level; a page's only heading should be h1. */
  headingLevel?: 1 | 2;
}

/** A centred card for whole-page states: not found, errors, pages still being built. */
export function StatusPanel({ badge, title, children, actions, headingLevel = 1 }: StatusPanelProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="status-panel">
      <div className="status-panel__card">
        {badge ? (
          <div className="status-panel__badge" aria-hidden="true">
            {badge}
          </div>
        ) : null}
        <Heading className="status-panel__title">{title}</Heading>
        {children ? <div className="status-panel__body">{children}</div> : null}
        {actions ? <div className="status-panel__actions">{actions}</div> : null}
      </div>
    </section>
  );
}
