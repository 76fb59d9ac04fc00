/** The element holding the data a page was rendered with on the server (JSON). */
export const INLINED_QUERIES_ID = "inlined-queries";

export interface InlinedQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

/** The `<script>` that carries the queries to the browser; `<` is escaped so no text can end the element early. */
export function inlinedQueriesScript(queries: InlinedQuery[]): string {
  const json = JSON.stringify(queries).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${INLINED_QUERIES_ID}">${json}</script>`;
}

/** The queries the server inlined into this page, or none. Read once, before the app's first render. */
export function readInlinedQueries(): InlinedQuery[] {
  const text = document.getElementById(INLINED_QUERIES_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is InlinedQuery => Array.isArray(entry?.queryKey) && "data" in entry)
      : [];
  } catch {
    // A page whose data cannot be read still works: the app asks the API as it would without it.
    return [];
  }
}
