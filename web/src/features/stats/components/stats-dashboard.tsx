import { STATS_RANGES, type StatsRange } from "@contract/stats-ranges";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense, useState, useTransition } from "react";
import { statsQueryOptions } from "../api/stats-queries";
import { formatNumber } from "./chart-scale";
import { DailyChart } from "./daily-chart";
import { ReferrersChart } from "./referrers-chart";
import { ShareBars } from "./share-bars";

function Figures({ days }: { days: StatsRange }) {
  const { data } = useSuspenseQuery(statsQueryOptions(days));
  const tiles = [
    { label: "Views", value: data.totals.views },
    { label: "Visitors a day, on average", value: Math.round(data.totals.visitors / data.series.length) },
    { label: "Likes", value: data.totals.likes },
    { label: "Comments", value: data.totals.comments },
  ];
  return (
    <>
      <ul className="stats__tiles" aria-label={`Totals of the last ${days} days`}>
        {tiles.map((tile) => (
          <li key={tile.label} className="stats__tile">
            <strong className="stats__tile-value">{formatNumber(tile.value)}</strong>
            <span className="stats__tile-label">{tile.label}</span>
          </li>
        ))}
      </ul>
      <section className="stats__panel stats__panel--wide" aria-labelledby="stats-traffic">
        <h2 id="stats-traffic" className="stats__heading">
          Views and visitors
        </h2>
        <DailyChart
          title="Views and visitors"
          days={data.series}
          bars={[{ measure: "views", label: "views", tone: "accent" }]}
          line={{ measure: "visitors", label: "visitors", tone: "success" }}
        />
      </section>
      <section className="stats__panel" aria-labelledby="stats-pages">
        <h2 id="stats-pages" className="stats__heading">
          Top pages
        </h2>
        <ShareBars
          unit="views"
          empty="No page has been viewed in this range yet."
          rows={data.topPages.map((page) => ({ key: page.path, label: page.title, detail: page.path, value: page.views }))}
        />
      </section>
      <section className="stats__panel" aria-labelledby="stats-sources">
        <h2 id="stats-sources" className="stats__heading">
          Referrers
        </h2>
        <ReferrersChart referrers={data.referrers} hosts={data.referrerHosts} />
      </section>
      <section className="stats__panel stats__panel--wide" aria-labelledby="stats-engagement">
        <h2 id="stats-engagement" className="stats__heading">
          Likes and comments
        </h2>
        <DailyChart
          title="Likes and comments"
          days={data.series}
          bars={[
            { measure: "likes", label: "likes", tone: "soft" },
            { measure: "comments", label: "comments", tone: "warm" },
          ]}
        />
      </section>
    </>
  );
}

/** The owner's figures for 7, 30 or 90 days; switching range keeps the current pictures until the new ones arrive. */
export function StatsDashboard() {
  const [days, setDays] = useState<StatsRange>(30);
  const [switching, startSwitch] = useTransition();
  return (
    <>
      <div className="stats__ranges" role="group" aria-label="Range">
        {STATS_RANGES.map((range) => (
          <button
            key={range}
            type="button"
            className="stats__range"
            aria-pressed={range === days}
            onClick={() => startSwitch(() => setDays(range))}
          >
            {range} days
          </button>
        ))}
      </div>
      <div className="stats__grid" aria-busy={switching}>
        <Suspense
          fallback={
            <p role="status" className="stats__empty">
              Loading stats...
            </p>
          }
        >
          <Figures days={days} />
        </Suspense>
      </div>
    </>
  );
}
