// Issue 20, finding 8: the site's origin comes from configuration (SITE_ORIGIN, the local Hosting address here),
// never from the Host or X-Forwarded-Host a direct caller of the function sends.
import { request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM module shared with the launcher, without type declarations
import { EMULATORS, PROJECT_ID, REGION } from "../../scripts/lib/config.mjs";
import { siteUrl } from "../support/stack";

/** A host the caller controls: it counts every request the function makes to it. */
let trap: Server;
let trapHost: string;
const trapRequests: string[] = [];

beforeAll(async () => {
  trap = createServer((request, response) => {
    trapRequests.push(request.url ?? "");
    response.writeHead(200, { "Content-Type": "text/html" }).end('<html><body><div id="root"></div>TRAP</body></html>');
  });
  await new Promise<void>((resolve) => trap.listen(0, "127.0.0.1", resolve));
  trapHost = `127.0.0.1:${(trap.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => trap.close(() => resolve())));

/** A call straight to the function's own URL (no Hosting in front), with the headers a caller chooses. */
function callFunction(path: string, headers: Record<string, string>, method = "GET"): Promise<{ status: number; body: string }> {
  const { host, port } = EMULATORS.functions;
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host, port, method, path: `/${PROJECT_ID}/${REGION}/api${path}`, headers: { ...headers, "Content-Type": "application/json" } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    call.on("error", reject);
    call.end(method === "GET" ? undefined : JSON.stringify({ rating: 5, text: "hi" }));
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe("the site's origin", () => {
  it("never follows X-Forwarded-Host or Host: links name the configured origin and the function fetches no other host", async () => {
    for (const forged of [trapHost, "evil.example"]) {
      const page = await callFunction("/", { Host: forged, "X-Forwarded-Host": forged });
      expect(page.status).toBe(200);
      expect(canonicalOf(page.body)).toBe(`${siteUrl}/`);
      expect(page.body).not.toContain(forged);
      expect(page.body).not.toContain("TRAP");
      const sitemap = await callFunction("/sitemap.xml", { Host: forged, "X-Forwarded-Host": forged });
      expect(sitemap.body).toContain(`<loc>${siteUrl}/</loc>`);
      expect(sitemap.body).not.toContain(forged);
      const feed = await callFunction("/rss/articles.xml", { Host: forged, "X-Forwarded-Host": forged });
      expect(feed.body).toContain(`<link>${siteUrl}/articles</link>`);
      expect(feed.body).not.toContain(forged);
    }
    expect(trapRequests).toEqual([]);
  });

  it("refuses a state-changing call whose Origin matches a forged Host rather than the site", async () => {
    const answer = await callFunction("/api/reviews", { Host: "evil.example", "X-Forwarded-Host": "evil.example", Origin: "https://evil.example" }, "POST");
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, message: "Cross-site request refused." });
  });

  it("accepts the configured origin", async () => {
    const answer = await callFunction("/api/reviews", { Origin: siteUrl }, "POST");
    // Past the Origin check: a guest is asked to log in.
    expect(answer.status).toBe(401);
  });
});
