import { WEBMENTION_MESSAGES } from "../../contract/webmentions";
import { webmentionRequestSchema } from "../../contract/webmention-schemas";
import { acknowledge } from "../../http/answers";
import { parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { acceptWebmention } from "../../services/webmentions/received";

/**
 * POST /webmention (W3C Webmention 3.2): form-encoded `source` and `target`, from any site (no cookie is read, so no
 * Origin check). 202 Accepted once queued; the source is fetched and checked by a task, never in the request.
 * 400 for an address that is not http(s), the same address twice, or a target that is not a public item page here.
 */
export const webmentionHandler: Handler = async (request) => {
  const { source, target } = parseInput(webmentionRequestSchema, request.body);
  await acceptWebmention(source, target, request.ip);
  return acknowledge(WEBMENTION_MESSAGES.accepted, 202);
};
