import { mf2 } from "microformats-parser";
import * as logs from "../../logs";
import { siteOrigin } from "../../config";
import { ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { WEBMENTION_LIMITS } from "../../contract/webmentions";
import { db } from "../../firebase";
import { publicItemMarkdown } from "../items/item-markdown";
import { guardedFetch } from "./guarded-fetch";
import { comparableUrl } from "./source-page";

/**
 * Webmentions we send (W3C Webmention 3.1; issue 37). When an item goes public or a public item is edited, a task
 * sends one to every absolute http(s) link of its public body whose page names an endpoint, and one more to each link
 * the last send had and the body no longer has, so that receiver can remove its mention (3.1.3: "update"). What was
 * sent is kept per item in webmentionSends/{kind}~{id}, closed to clients. Imported items are written by the import
 * without this task, so nothing is sent on their arrival.
 */
export const WEBMENTION_SENDS = "webmentionSends";

const sendsRef = (kind: ItemKind, id: string) => db().collection(WEBMENTION_SENDS).doc(`${kind}~${id}`);

/** The absolute http(s) addresses in Markdown, in order, once each, not our own site's, at most `limit`. */
export function linksOf(markdown: string, ownOrigin: string, limit: number = WEBMENTION_LIMITS.linksPerItem): string[] {
  const found: string[] = [];
  // The front matter names the item's own address: only the body is read.
  const body = markdown.startsWith("---\n") ? markdown.slice(markdown.indexOf("\n---\n", 4) + 5) : markdown;
  for (const [raw] of body.matchAll(/https?:\/\/[^\s<>()[\]"'`]+/g)) {
    const url = comparableUrl(raw.replace(/[.,;:!?*_]+$/, ""));
    if (!url || new URL(url).origin === ownOrigin || found.includes(url)) continue;
    found.push(url);
    if (found.length >= limit) break;
  }
  return found;
}

/** The endpoint a `Link` header names with rel="webmention" (RFC 8288), resolved against the target, or null. */
export function endpointInLinkHeader(header: string | null, target: string): string | null {
  if (!header) return null;
  for (const [, address, params] of header.slice(0, 8192).matchAll(/<([^>]*)>([^,<]*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params ?? "");
    const rels = (rel?.[1] ?? rel?.[2] ?? "").toLowerCase().split(/\s+/);
    if (rels.includes("webmention")) return comparableUrl(address ?? "", target);
  }
  return null;
}

/**
 * The target's webmention endpoint (3.1.2): the HTTP Link header first, then the first `<link>` or `<a>` with
 * rel="webmention" in the HTML (the parser lists rels in document order, resolved against the target), or null.
 */
async function discoverEndpoint(target: string): Promise<string | null> {
  const page = await guardedFetch(target);
  if (!page || page.status < 200 || page.status > 299) return null;
  const fromHeader = endpointInLinkHeader(page.headers.get("link"), target);
  if (fromHeader) return fromHeader;
  if (!page.html) return null;
  const [first] = mf2(page.html, { baseUrl: target }).rels.webmention ?? [];
  return first ? comparableUrl(first, target) : null;
}

/** Sends the item's webmentions: to the links of its public body, and to those it had at the last send and not now. */
export async function sendWebmentions(kind: ItemKind, id: string): Promise<void> {
  const origin = siteOrigin();
  const source = `${origin}${ITEM_KINDS[kind].pagePath}/${id}`;
  const markdown = await publicItemMarkdown(kind, id, origin);
  const current = markdown === null ? [] : linksOf(markdown, new URL(origin).origin);
  const previous = ((await sendsRef(kind, id).get()).get("targets") as string[] | undefined) ?? [];
  const targets = [...current, ...previous.filter((target) => !current.includes(target))].slice(0, WEBMENTION_LIMITS.linksPerItem * 2);
  // One after another: a body's links are few, and each request is bounded in time.
  for (const target of targets) {
    const endpoint = await discoverEndpoint(target);
    if (!endpoint) continue;
    const answer = await guardedFetch(endpoint, { method: "POST", form: { source, target } });
    logs.webmentionSent(target, endpoint, answer?.status ?? null);
  }
  await sendsRef(kind, id).set({ targets: current, sentAt: new Date() });
}
