import { siteOrigin } from "../../config";
import { WEBMENTION_LIMITS } from "../../contract/webmentions";
import { fediverseBundle } from "../../fediverse-bundle";
import { boundedBody } from "../bounded-body";

/** What a guarded fetch answered: its status and headers, and its body when it was HTML within the bound. */
export interface FetchedPage {
  status: number;
  headers: Headers;
  /** The body as text when the answer was HTML and at most WEBMENTION_LIMITS.pageBytes; otherwise "". */
  html: string;
}

/** Who we are, so the operator of a site we fetch from can find us. */
const userAgent = () => `DevFolio/1.0 (Webmention; +${siteOrigin()}/)`;

/**
 * Every request a webmention makes (fetching a source, discovering a target's endpoint, sending) goes through the
 * fediverse's SSRF guard (fediverse/federation/loaders.ts, isDeliverable): an https address that resolves to a public
 * one in production, loopback and http only on the emulators. Redirects are refused (one could lead inside the
 * network, past the check), every request gives up after WEBMENTION_LIMITS.fetchTimeoutMs, and a body is read only
 * while it stays under WEBMENTION_LIMITS.pageBytes. Answers null for an address the guard refuses, or a network failure.
 */
export async function guardedFetch(url: string, init: { method?: "GET" | "POST"; form?: Record<string, string> } = {}): Promise<FetchedPage | null> {
  if (!(await fediverseBundle().isDeliverable(url))) return null;
  try {
    const response = await fetch(url, {
      method: init.method ?? "GET",
      headers: {
        "User-Agent": userAgent(),
        Accept: "text/html, application/xhtml+xml;q=0.9, */*;q=0.1",
        ...(init.form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
      redirect: "error",
      signal: AbortSignal.timeout(WEBMENTION_LIMITS.fetchTimeoutMs),
    });
    if (!isHtml(response.headers.get("content-type"))) {
      await response.body?.cancel();
      return { status: response.status, headers: response.headers, html: "" };
    }
    const body = await boundedBody(response, WEBMENTION_LIMITS.pageBytes);
    return { status: response.status, headers: response.headers, html: body?.toString("utf8") ?? "" };
  } catch {
    return null;
  }
}

const isHtml = (type: string | null) => /^\s*(?:text\/html|application\/xhtml\+xml)\s*(?:;|$)/i.test(type ?? "");
