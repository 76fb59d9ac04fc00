import { useRef } from "react";
import type { StatsDay } from "@contract/stats";
import { useElementWidth } from "@/lib/hooks/use-element-width";
import { dayLabel, formatNumber, labelledDays, niceCeiling, weekdayLabel } from "./chart-scale";

type Measure = "views" | "visitors" | "likes" | "comments";

export interface DailySeries {
  measure: Measure;
  /** The legend's word, plural: "views". */
  label: string;
  /** The colour class of its bars or line (stats.css). */
  tone: "accent" | "success" | "soft" | "warm";
}

export interface DailyChartProps {
  title: string;
  days: StatsDay[];
  /** Drawn as bars, stacked in this order from the axis up. */
  bars: DailySeries[];
  /** Drawn as a line with a point per day, over the bars. */
  line?: DailySeries;
}

/** The width drawn before the chart has been measured (on the server, in the first render). */
const FALLBACK_WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 44 };
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

const partsOf = (day: StatsDay, series: DailySeries[]) => series.map((each) => `${formatNumber(day[each.measure])} ${each.label}`).join(", ");

/** The sentence a screen reader hears for the whole picture: the totals, the busiest day and today. */
function summaryOf({ title, days, bars, line }: DailyChartProps): string {
  const all = line ? [...bars, line] : bars;
  const first = bars[0];
  const busiest = first ? days.reduce<StatsDay | null>((best, day) => (!best || day[first.measure] > best[first.measure] ? day : best), null) : null;
  const today = days.at(-1);
  const totals = all.map((each) => `${formatNumber(days.reduce((sum, day) => sum + day[each.measure], 0))} ${each.label}`).join(", ");
  const parts = [`${title}, last ${days.length} days: ${totals}.`];
  if (busiest && first && busiest[first.measure] > 0) parts.push(`Busiest day ${dayLabel(busiest.day)}: ${partsOf(busiest, all)}.`);
  if (today) parts.push(`Today so far: ${partsOf(today, all)}.`);
  return parts.join(" ");
}

/**
 * Bars per day (stacked when more than one measure) and an optional line, drawn as SVG by hand: a chart library
 * would be the larger part of this page's JavaScript for two kinds of mark. It is drawn at its measured width, so
 * its labels keep their size on a phone rather than being squeezed with a stretched picture. Today is still being
 * counted: its bar is marked as partial and the line's last stretch is dashed, so a short day does not read as a
 * fall. The picture is one image to assistive technology, with its summary as its name and every day's figures in a
 * visually hidden table beside it.
 */
export function DailyChart(props: DailyChartProps) {
  const { title, days, bars, line } = props;
  const figure = useRef<HTMLElement>(null);
  const width = useElementWidth(figure, FALLBACK_WIDTH);
  const plotWidth = width - PAD.left - PAD.right;
  const stackTop = (day: StatsDay) => bars.reduce((sum, each) => sum + day[each.measure], 0);
  const max = niceCeiling(Math.max(0, ...days.map(stackTop), ...(line ? days.map((day) => day[line.measure]) : [])));
  const y = (value: number) => PAD.top + PLOT_H - (value / max) * PLOT_H;
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(1, slot * (days.length > 30 ? 0.7 : 0.62));
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const labelled = labelledDays(days.length, plotWidth);
  const summary = summaryOf(props);
  const all = line ? [...bars, line] : bars;
  const todayIndex = days.length - 1;
  const linePoint = (index: number) => `${x(index)},${y(days[index]![line!.measure])}`;

  return (
    <figure className="stats-chart" ref={figure}>
      <svg className="stats-chart__svg" viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary}>
        <title>{summary}</title>
        {[0, 0.5, 1].map((share) => (
          <g key={share} className="stats-chart__grid">
            <line x1={PAD.left} x2={width - PAD.right} y1={y(max * share)} y2={y(max * share)} />
            <text x={PAD.left - 6} y={y(max * share) + 4} textAnchor="end">
              {formatNumber(max * share)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          let base = 0;
          return (
            <g key={day.day} className={index === todayIndex ? "stats-chart__day stats-chart__day--partial" : "stats-chart__day"} data-day={day.day}>
              <title>{`${index === todayIndex ? "Today so far" : dayLabel(day.day)}: ${partsOf(day, all)}`}</title>
              {bars.map((each) => {
                const value = day[each.measure];
                const top = y(base + value);
                const bottom = y(base);
                base += value;
                return value > 0 ? (
                  <rect
                    key={each.measure}
                    className={`stats-chart__bar stats-tone--${each.tone}`}
                    x={x(index) - barWidth / 2}
                    y={top}
                    width={barWidth}
                    height={Math.max(bottom - top, 1)}
                    rx={Math.min(3, barWidth / 3)}
                  />
                ) : null;
              })}
              {labelled.has(index) ? (
                <text className="stats-chart__axis" x={x(index)} y={HEIGHT - 8} textAnchor="middle">
                  {index === todayIndex ? "Today" : days.length <= 7 ? weekdayLabel(day.day) : dayLabel(day.day)}
                </text>
              ) : null}
            </g>
          );
        })}
        {line ? (
          <g className={`stats-chart__line stats-tone--${line.tone}`}>
            <polyline points={days.slice(0, -1).map((_, index) => linePoint(index)).join(" ")} />
            {days.length > 1 ? (
              <polyline className="stats-chart__line-partial" points={`${linePoint(todayIndex - 1)} ${linePoint(todayIndex)}`} />
            ) : null}
            {days.length <= 31 ? days.map((day, index) => <circle key={day.day} cx={x(index)} cy={y(day[line.measure])} r={3} />) : null}
          </g>
        ) : null}
      </svg>
      <figcaption className="stats-chart__legend">
        {all.map((each) => (
          <span key={each.measure} className="stats-chart__key">
            <span className={`stats-chart__swatch stats-tone--${each.tone}${each === line ? " stats-chart__swatch--line" : ""}`} aria-hidden="true" />
            {each.label}
          </span>
        ))}
      </figcaption>
      {/* A table is never shorter than its rows, whatever its height says: the wrapper is what hides it. */}
      <div className="visually-hidden">
        <table>
        <caption>{title}, per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {all.map((each) => (
              <th key={each.measure} scope="col">
                {each.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day === days.at(-1) ? `${dayLabel(day.day)} (today, so far)` : dayLabel(day.day)}</th>
              {all.map((each) => (
                <td key={each.measure}>{formatNumber(day[each.measure])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        </table>
      </div>
    </figure>
  );
}
