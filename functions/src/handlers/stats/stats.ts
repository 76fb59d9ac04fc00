import { classifyReferrer, normalizeReferrerHost } from "../../contract/referrers";
import { statsQuerySchema, viewRequestSchema, type StatsAnswer } from "../../contract/stats";
import { isRobot } from "../../http/bots";
import { HttpError } from "../../http/http-error";
import { parseInput } from "../../http/parse";
import type { ApiRequest, Handler } from "../../http/router";
import { siteOrigin } from "../../config";
import { findViewer, requireOwner } from "../../http/viewer";
import { countView } from "../../services/stats/page-views";
import { readStats } from "../../services/stats/stats-service";

/**
 * A beacon's body arrives as JSON, or as text when a browser sends the string itself (sendBeacon's text/plain):
 * both are read the same, within the route's small body bound.
 */
function viewBody(request: ApiRequest): unknown {
  if (typeof request.body !== "string") return request.body;
  try {
    return JSON.parse(request.body);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
}

/** The site's own hosts: a view referred by one of them is a click inside the site, not a visit from elsewhere. */
function ownHosts(request: ApiRequest): string[] {
  const hosts = [new URL(siteOrigin()).host];
  // The router has already refused any Origin that is not the site's (its project domains included).
  const origin = request.headers.origin;
  if (typeof origin === "string") {
    try {
      hosts.push(new URL(origin).host);
    } catch {
      // Not a URL: nothing to add.
    }
  }
  return hosts.map(normalizeReferrerHost);
}

/**
 * POST /api/views {path, referrer?}: counts a page view without cookies (docs/stats.md). Robots and the owner are
 * not counted; everybody gets the same empty 204, so the answer says nothing about what was counted.
 */
export const recordViewHandler: Handler = async (request) => {
  const view = parseInput(viewRequestSchema, viewBody(request));
  const userAgent = request.headers["user-agent"];
  if (isRobot(userAgent)) return { status: 204, body: null };
  const viewer = await findViewer(request);
  if (viewer?.isOwner) return { status: 204, body: null };
  const source = classifyReferrer(view.referrer, ownHosts(request));
  await countView({
    path: view.path,
    source,
    referrerHost: source === "direct" || source === "internal" || !view.referrer ? undefined : normalizeReferrerHost(view.referrer),
    address: request.ip,
    siteHost: new URL(siteOrigin()).host,
    at: new Date(),
  });
  return { status: 204, body: null };
};

/** GET /api/stats?days=7|30|90: owner only. */
export const statsHandler: Handler = async (request) => {
  await requireOwner(request);
  const { days } = parseInput(statsQuerySchema, request.query);
  const body: StatsAnswer = await readStats(days);
  return { body };
};
