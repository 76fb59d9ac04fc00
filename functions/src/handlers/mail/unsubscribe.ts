import { mailListLabel, unsubscribeMessage, unsubscribeViewKey, type UnsubscribeAnswer, type UnsubscribeState, type UnsubscribeView } from "../../contract/subscriptions";
import { appShell } from "../../http/app-shell";
import type { Answer, ApiRequest, Handler } from "../../http/router";
import { siteOrigin } from "../../config";
import { DomainError } from "../../services/domain-error";
import { checkUnsubscribeLink, unsubscribeWithLink, type CheckedLink } from "../../services/mail/subscriptions-unsubscribe";

/**
 * One-click unsubscribe (RFC 8058; docs/email.md). The token in `?t=` is the only authority: no login, no cookie,
 * and the router lets a foreign Origin POST here (mailbox providers do). A GET only checks: link scanners fetch
 * links, so nothing is ever turned off by one.
 */

const answerOf = (link: CheckedLink, state: UnsubscribeState): UnsubscribeAnswer => {
  const label = mailListLabel(link.list);
  const shown = link.accountGone ? "gone" : state;
  return { success: true, state: shown, list: link.list, label, message: unsubscribeMessage(shown, label) };
};

/** GET /api/unsubscribe?t=: what the link would turn off; 400 for a malformed link, 403 for a forged one. */
export const checkUnsubscribeHandler: Handler = async (request) => ({
  body: answerOf(await checkUnsubscribeLink(request.query.t), "ready"),
});

/**
 * POST /api/unsubscribe?t=: turns the list off and answers 200, never a redirect (RFC 8058). Any body is taken and
 * ignored (`List-Unsubscribe=One-Click`, urlencoded or multipart). Idempotent: a second POST answers the same.
 */
export const unsubscribeHandler: Handler = async (request) => ({
  body: answerOf(await unsubscribeWithLink(request.query.t), "done"),
});

const HTML = "text/html; charset=utf-8";
/** The page is one person's: never kept by a cache, never indexed. */
const PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };

/** The page's view of a link: a checked one, or the reason it is not valid (with its status). */
async function viewOf(request: ApiRequest, act: typeof checkUnsubscribeLink, state: UnsubscribeState): Promise<{ view: UnsubscribeView; status: number }> {
  try {
    return { view: answerOf(await act(request.query.t), state), status: 200 };
  } catch (error) {
    if (!(error instanceof DomainError) || (error.kind !== "invalid" && error.kind !== "forbidden")) throw error;
    return { view: { success: false, state: "invalid", message: error.message }, status: error.kind === "invalid" ? 400 : 403 };
  }
}

async function renderPage(request: ApiRequest, view: UnsubscribeView, status: number): Promise<Answer> {
  const origin = siteOrigin();
  const token = request.query.t ?? "";
  const { renderDocument } = await import("web-renderer");
  const page = await renderDocument({
    shell: await appShell(origin),
    origin,
    path: `/unsubscribe?${new URLSearchParams({ t: token }).toString()}`,
    queries: [{ queryKey: [...unsubscribeViewKey(token)], data: view }],
  });
  return { status, body: null, headers: PAGE_HEADERS, document: { contentType: HTML, text: page.html } };
}

/** GET /unsubscribe?t= (Hosting rewrites it here): the page, rendered with the checked link, whose form POSTs. */
export const unsubscribePageHandler: Handler = async (request) => {
  const { view, status } = await viewOf(request, checkUnsubscribeLink, "ready");
  return renderPage(request, view, status);
};

/** POST /unsubscribe?t=: the page's form without JavaScript; unsubscribes and renders the page's confirmation. */
export const unsubscribePagePostHandler: Handler = async (request) => {
  const { view, status } = await viewOf(request, unsubscribeWithLink, "done");
  return renderPage(request, view, status);
};
