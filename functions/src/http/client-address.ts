import type { Request } from "express";

/**
 * Behind Firebase Hosting, X-Forwarded-For names the CDN, and the CDN (Fastly) puts the visitor's address
 * in Fastly-Client-IP. Without Hosting in front (the emulators, direct calls), Express's req.ip applies.
 * Its own module, so the fediverse function's requests count addresses the same way without loading the router.
 */
export function clientAddress(req: Request): string {
  const fromCdn = req.headers["fastly-client-ip"];
  if (typeof fromCdn === "string" && fromCdn.trim()) return fromCdn.trim();
  return req.ip ?? "";
}
