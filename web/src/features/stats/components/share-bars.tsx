import { formatNumber, percent } from "./chart-scale";

export interface ShareBar {
  key: string;
  label: string;
  /** A second line under the label, like the page's address. */
  detail?: string;
  value: number;
  tone?: "accent" | "success" | "soft" | "warm" | "muted" | "violet";
}

/**
 * A ranked list drawn as bars, each as long as its share of the longest: a picture that stays a list, so every row
 * reads as "label, detail, 123 views" with no chart semantics to learn.
 */
export function ShareBars({ rows, unit, empty }: { rows: ShareBar[]; unit: string; empty: string }) {
  if (rows.length === 0) return <p className="stats__empty">{empty}</p>;
  const longest = Math.max(...rows.map((row) => row.value), 1);
  return (
    <ol className="stats-bars">
      {rows.map((row) => (
        <li key={row.key} className="stats-bars__row">
          <span className={`stats-bars__fill stats-tone--${row.tone ?? "accent"}`} style={{ width: percent(row.value, longest) }} aria-hidden="true" />
          <span className="stats-bars__label">
            {row.label}
            {row.detail ? <span className="stats-bars__detail">{row.detail}</span> : null}
          </span>
          <span className="stats-bars__value">
            {formatNumber(row.value)} <span className="visually-hidden">{unit}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
