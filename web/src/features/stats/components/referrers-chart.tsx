import { REFERRER_CLASSES, type ReferrerClass } from "@contract/referrers";
import type { StatsAnswer } from "@contract/stats";
import { formatNumber, percent } from "./chart-scale";
import { ShareBars } from "./share-bars";

const CLASS_NAMES: Record<ReferrerClass, string> = {
  search: "Search engines",
  social: "Social sites",
  other: "Other sites",
  direct: "Direct",
};

const CLASS_TONES = { search: "accent", social: "violet", other: "success", direct: "muted" } as const;

/** Where visits came from: one bar split by the four classes, with its legend, then the sites that sent the most. */
export function ReferrersChart({ referrers, hosts }: { referrers: StatsAnswer["referrers"]; hosts: StatsAnswer["referrerHosts"] }) {
  const total = REFERRER_CLASSES.reduce((sum, name) => sum + referrers[name], 0);
  const summary =
    total === 0
      ? "No visits from anywhere yet."
      : `Visits by source: ${REFERRER_CLASSES.map((name) => `${CLASS_NAMES[name]} ${formatNumber(referrers[name])} (${percent(referrers[name], total)})`).join(", ")}.`;
  // Each class's stretch of the bar: where it starts (the widths before it) and how wide it is, in percent.
  const segments = REFERRER_CLASSES.map((name, index) => {
    const share = (each: ReferrerClass) => (total > 0 ? (referrers[each] / total) * 100 : 0);
    const x = REFERRER_CLASSES.slice(0, index).reduce((sum, each) => sum + share(each), 0);
    return { name, x, width: share(name) };
  });
  return (
    <div className="stats-sources">
      <svg className="stats-sources__bar" viewBox="0 0 100 8" preserveAspectRatio="none" role="img" aria-label={summary}>
        <title>{summary}</title>
        {total === 0 ? <rect className="stats-tone--muted" x={0} y={0} width={100} height={8} opacity={0.3} /> : null}
        {segments.map(({ name, x, width }) =>
          width > 0 ? <rect key={name} className={`stats-tone--${CLASS_TONES[name]}`} x={x} y={0} width={width} height={8} /> : null,
        )}
      </svg>
      <ul className="stats-sources__legend" aria-hidden="true">
        {REFERRER_CLASSES.map((name) => (
          <li key={name}>
            <span className={`stats-chart__swatch stats-tone--${CLASS_TONES[name]}`} />
            {CLASS_NAMES[name]} <strong>{formatNumber(referrers[name])}</strong> <span className="stats__muted">{percent(referrers[name], total)}</span>
          </li>
        ))}
      </ul>
      <h3 className="stats__subheading">Top referring sites</h3>
      <ShareBars
        unit="visits"
        empty="No other site has sent a visitor yet."
        rows={hosts.map((entry) => ({
          key: entry.host,
          label: entry.host,
          detail: CLASS_NAMES[entry.source],
          value: entry.visits,
          tone: CLASS_TONES[entry.source],
        }))}
      />
    </div>
  );
}
