import type { UseQueryResult } from "@tanstack/react-query";
import { useId, type ReactNode } from "react";

/**
 * A section of the owner's /people page that edits something stored: its heading, then "Loading...", the failure to
 * load with Try again, or the form, which starts from what is stored.
 */
export function SettingsSection<T>({
  title,
  className,
  query,
  loadFailure,
  children,
}: {
  title: string;
  className: string;
  query: UseQueryResult<T>;
  /** Said when the stored values could not be read, such as "The settings could not be loaded." */
  loadFailure: string;
  children: (stored: T, headingId: string) => ReactNode;
}) {
  const headingId = useId();
  const { data, isPending, isError, refetch } = query;
  return (
    <section className={`people-section ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="people-section__title">
        {title}
      </h2>
      {isPending ? (
        <p role="status" className="people-section__state">
          Loading...
        </p>
      ) : isError ? (
        <p role="alert" className="people-section__state">
          {loadFailure}{" "}
          <button type="button" className="button button--small" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : (
        children(data as T, headingId)
      )}
    </section>
  );
}
