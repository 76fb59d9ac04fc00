import {
  getAuthenticatedDocumentLoader,
  getDocumentLoader,
  kvCache,
  validatePublicUrl,
  type AuthenticatedDocumentLoaderFactory,
  type DocumentLoader,
  type DocumentLoaderFactory,
  type KvStore,
} from "@fedify/fedify";
import { siteOrigin } from "../../config";
import { FEDIVERSE_LIMITS } from "../../contract/fediverse";

/**
 * How the federation fetches remote actors, keys and objects (issue 23, Limits):
 * - every fetch gives up after FEDIVERSE_LIMITS.fetchTimeoutMs, so a slow server never holds a function;
 * - in production no fetch reaches a private, link-local or loopback address (Fedify resolves the host and
 *   refuses those), so nobody can make the function read the metadata server or the project's own network;
 * - on the emulators the loopback is allowed, since the tests' second server listens on 127.0.0.1.
 */
export const LOOPBACK_ALLOWED = process.env.FUNCTIONS_EMULATOR === "true";

const withTimeout =
  (loader: DocumentLoader): DocumentLoader =>
  (url, options) => {
    const timeout = AbortSignal.timeout(FEDIVERSE_LIMITS.fetchTimeoutMs);
    return loader(url, { ...options, signal: options?.signal ? AbortSignal.any([options.signal, timeout]) : timeout });
  };

/**
 * Who we are, on every delivery and every fetch: a server's operator who sees our requests in their logs can find
 * the site behind them (Fedify's own deliveries would otherwise say `node`).
 */
export const userAgent = (): string => `DevFolio/1.0 (Fedify; +${siteOrigin()}/)`;

/** Unsigned fetches, cached in the federation's store as Fedify's own loader is: for JSON-LD contexts. */
export const contextLoaderFactory =
  (kv: KvStore): DocumentLoaderFactory =>
  () =>
    kvCache({ loader: withTimeout(getDocumentLoader({ allowPrivateAddress: LOOPBACK_ALLOWED, userAgent: userAgent() })), kv });

/** The key our fetches are signed with: the owner's RSA key, under its id in the actor (`…#main-key`). */
export type Signer = () => Promise<Parameters<typeof getAuthenticatedDocumentLoader>[0]>;

/**
 * Every fetch of a remote actor, key or object signed with the owner's key, cached in the federation's store (issue
 * 37). A server in secure mode (Mastodon's "authorized fetch") answers an unsigned GET of its actor with 401, and
 * Fedify fetches the key of an inbox POST's sender with this loader, not with the inbox's signed one: unsigned, no
 * activity from such a server would ever verify. Mastodon signs its own fetches the same way.
 */
export const documentLoaderFactory =
  (kv: KvStore, signer: Signer): DocumentLoaderFactory =>
  () => {
    let signed: DocumentLoader | undefined;
    const loader: DocumentLoader = async (url, options) => {
      signed ??= getAuthenticatedDocumentLoader(await signer(), { allowPrivateAddress: LOOPBACK_ALLOWED, userAgent: userAgent() });
      return signed(url, options);
    };
    return kvCache({ loader: withTimeout(loader), kv });
  };

/** Fetches signed with the owner's key (servers in "authorized fetch" mode ask for it). */
export const authenticatedDocumentLoaderFactory: AuthenticatedDocumentLoaderFactory = (identity) =>
  withTimeout(getAuthenticatedDocumentLoader(identity, { allowPrivateAddress: LOOPBACK_ALLOWED, userAgent: userAgent() }));

/**
 * Whether an inbox a follower names may be delivered to: an http(s) address that, in production, resolves to a
 * public one. A follower's actor document names its inboxes, and without this check anyone could point our
 * deliveries at an address inside the network.
 */
export async function isDeliverable(inbox: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(inbox);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && !(LOOPBACK_ALLOWED && url.protocol === "http:")) return false;
  if (LOOPBACK_ALLOWED) return true;
  try {
    await validatePublicUrl(url.href);
    return true;
  } catch {
    return false;
  }
}
