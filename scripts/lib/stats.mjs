// The figures the benches print from repeated runs.

/** The value below which `fraction` of the samples fall (nearest rank): 0.5 is the median, 0.95 the p95. */
export function percentile(samples, fraction) {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

export const median = (samples) => percentile(samples, 0.5);

/** A markdown table of a header row and rows of cells. */
export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
