import { useId, type ReactNode } from "react";
import { NextPageButton, type PagedQuery } from "@/components/load-more-button";
import "../moderation.css";

export type PanelHeadingLevel = 2 | 3;

export interface ModerationPanelProps {
  title: string;
  /** How many entries wait here, shown beside the title. */
  count?: number;
  /** 2 on the inbox page, 3 inside a home section. */
  headingLevel: PanelHeadingLevel;
  /** An anchor for the inbox's summary links. */
  anchor?: string;
  children: ReactNode;
}

/** One of the owner's moderation lists, framed apart from the public content around it. */
export function ModerationPanel({ title, count, headingLevel, anchor, children }: ModerationPanelProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section id={anchor} className="mod-panel" aria-labelledby={headingId}>
      <div className="mod-panel__head">
        <Heading id={headingId} className="mod-panel__title">
          {title}
          {count === undefined ? null : (
            <>
              {" "}
              <span className="mod-panel__count">({count})</span>
            </>
          )}
        </Heading>
        <span className="mod-panel__badge">Owner only</span>
      </div>
      {children}
    </section>
  );
}

/** The card heading level one below the panel's. */
export const cardHeadingLevel = (panel: PanelHeadingLevel) => (panel === 2 ? 3 : 4);

export function PanelState({
  state,
  what,
  empty,
}: {
  state: "pending" | "error" | "empty";
  what: string;
  empty?: string;
}) {
  if (state === "pending")
    return (
      <p role="status" className="mod-panel__state">
        Loading...
      </p>
    );
  if (state === "error")
    return (
      <p role="alert" className="mod-panel__state mod-panel__state--error">
        Error fetching {what}
      </p>
    );
  return <p className="mod-panel__state">{empty ?? `No ${what} waiting.`}</p>;
}

/** A panel's list once it has loaded, or what stands in its place: loading, an error, or nothing waiting. */
export function PanelBody({
  isPending,
  isError,
  isEmpty,
  what,
  empty,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  what: string;
  empty?: string;
  children: ReactNode;
}) {
  if (isPending) return <PanelState state="pending" what={what} />;
  if (isError) return <PanelState state="error" what={what} />;
  if (isEmpty) return <PanelState state="empty" what={what} empty={empty} />;
  return <>{children}</>;
}

/** The cards of a paged panel, and its "Load more" while the server has more. */
export function PagedCards({ query, children }: { query: PagedQuery; children: ReactNode }) {
  return (
    <>
      <ul className="mod-list">{children}</ul>
      <NextPageButton query={query} className="mod-fediverse__more" />
    </>
  );
}

/** One of the small buttons on a moderation card; `label` names the card for screen readers. */
export function ModerationButton({
  children,
  label,
  danger = false,
  primary = false,
  busy,
  onClick,
}: {
  children: ReactNode;
  label: string;
  danger?: boolean;
  primary?: boolean;
  busy: boolean;
  onClick: () => void;
}) {
  const variant = danger ? " button--danger" : primary ? " button--primary" : "";
  return (
    <button
      type="button"
      className={`button button--small${variant}`}
      aria-label={label}
      disabled={busy}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
