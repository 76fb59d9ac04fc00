import { siteOrigin } from "../../config";
import { notFoundPage } from "../../http/app-shell";
import type { Handler } from "../../http/router";
import { findOldLink } from "../../services/imports/old-links";

// Old addresses of imported items (docs/import-export.md, "Old links"): `/2024/05/my-post/`, a Ghost slug, `/?p=12`.

/** A moved page: browsers and crawlers may keep it for a while, not for ever (an address can be imported again). */
const MOVED = { "Cache-Control": "public, max-age=300" };

const HTML = "text/html; charset=utf-8";

/**
 * Every GET that neither Hosting's files nor a page of the function answer (firebase.json's last rewrite): 301 to the
 * page an imported item now lives at, or the not-found page with a 404.
 */
export const unknownPathHandler: Handler = async (request) => {
  const query = new URLSearchParams(request.query).toString();
  const to = await findOldLink(query ? `${request.path}?${query}` : request.path);
  if (to) return { status: 301, redirect: to, headers: MOVED, body: null };
  return { status: 404, document: { contentType: HTML, text: await notFoundPage(siteOrigin()) }, body: null };
};

/** The home page, unless it is asked for a WordPress `?p=12` or `?page_id=12` an import brought: then 301 there. */
export function withOldQueryLinks(home: Handler): Handler {
  return async (request) => {
    const number = request.query.p ?? request.query.page_id;
    if (number) {
      const to = await findOldLink(`/?${request.query.p ? "p" : "page_id"}=${number}`);
      if (to) return { status: 301, redirect: to, headers: MOVED, body: null };
    }
    return home(request);
  };
}
