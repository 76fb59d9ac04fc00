import { searchApiPath, type SearchParams } from "@contract/search";
import { callApi } from "./client";

/** GET /api/search?q=&kind=: the public items matching `q`, grouped by kind, with the matching words marked. */
export const fetchSearch = (params: SearchParams, signal?: AbortSignal) => callApi(searchApiPath(params), (s) => s.searchAnswerSchema, { signal });
