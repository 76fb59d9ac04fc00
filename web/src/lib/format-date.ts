const dayFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function format(formatter: Intl.DateTimeFormat, iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatter.format(date);
}

/** "May 1, 2024", or null for a date that cannot be read (nothing is shown then). */
export const formatDay = (iso: string) => format(dayFormat, iso);

/** "May 1, 2024, 10:00 AM", or null for a date that cannot be read. */
export const formatDateTime = (iso: string) => format(dateTimeFormat, iso);
