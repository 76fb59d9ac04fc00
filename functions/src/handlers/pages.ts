import { renderDocument } from "web-renderer";
import { ITEM_KINDS, type ItemKind } from "../contract/item-kinds";
import { appShell } from "../http/app-shell";
import { publicOrigin } from "../http/public-origin";
import type { Answer, Handler } from "../http/router";
import { sharedCacheHeaders } from "../http/viewer";
import { ITEM_READERS } from "../services/item-readers";

const HTML = "text/html; charset=utf-8";
// Firestore document ids: anything else cannot be an item, and is not worth a read.
const ITEM_ID = /^[A-Za-z0-9_-]{1,128}$/;

const htmlAnswer = (text: string, status = 200, headers: Record<string, string> = {}): Answer => ({
  status,
  body: null,
  headers,
  document: { contentType: HTML, text },
});

/**
 * GET /projects/{id}, /articles/{id}, ... (Hosting rewrites item pages here): the page rendered with the item, so
 * crawlers, link previews and the first paint get the whole page; the item is inlined, so the app does not ask
 * for it again. It is the page a guest sees, kept by the CDN for a short while.
 */
export function itemPageHandler(kind: ItemKind): Handler {
  const { pagePath } = ITEM_KINDS[kind];
  return async (request) => {
    const id = request.params.id ?? "";
    const origin = publicOrigin(request);
    const [item, shell] = await Promise.all([
      ITEM_ID.test(id) ? ITEM_READERS[kind].get(id, null) : null,
      appShell(origin),
    ]);
    // Unknown: the app in the browser shows the kind's own not-found or error page, as it does for any address.
    if (!item) return htmlAnswer(shell, 404);
    const page = await renderDocument({
      shell,
      origin,
      path: `${pagePath}/${id}`,
      // The key the web's item query uses: the page's path, split.
      queries: [{ queryKey: [pagePath.slice(1), id], data: item }],
    });
    return htmlAnswer(page.html, 200, sharedCacheHeaders(request));
  };
}
