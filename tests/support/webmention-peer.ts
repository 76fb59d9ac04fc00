// Another website for the webmention tests (issue 37), on 127.0.0.1 only: a blog post page whose h-entry the test
// sets (a reply, a like, one that no longer links, one gone), two pages that name their webmention endpoint (in the
// HTTP Link header, and in the HTML's <link>), and that endpoint, which records every webmention it receives.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { TINY_PNG } from "./images";

export interface ReceivedMention {
  source: string;
  target: string;
  /** The endpoint address as asked, with its query: discovery keeps it. */
  url: string;
}

export interface WebPeer {
  origin: string;
  /** Sets what GET `path` answers: an HTML page, or a bare status such as 404 or 410. */
  serve(path: string, page: string | number): void;
  /** The GETs of `path` the site made so far. */
  fetches(path: string): number;
  received: ReceivedMention[];
  stop(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

export async function startWebPeer(): Promise<WebPeer> {
  const pages = new Map<string, string | number>();
  const seen = new Map<string, number>();
  const received: ReceivedMention[] = [];
  let origin = "";
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", origin);
    void (async () => {
      if (request.method === "POST" && url.pathname === "/endpoint") {
        const form = new URLSearchParams(await readBody(request));
        received.push({ source: form.get("source") ?? "", target: form.get("target") ?? "", url: url.href });
        response.writeHead(202, { "Content-Type": "text/plain" }).end("Accepted");
        return;
      }
      seen.set(url.pathname, (seen.get(url.pathname) ?? 0) + 1);
      // Two pages that take webmentions, found by the two ways of W3C Webmention 3.1.2.
      if (url.pathname === "/by-header") {
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", Link: `<${origin}/endpoint?via=header>; rel="webmention"` });
        response.end("<!doctype html><title>By header</title><p>A page.</p>");
        return;
      }
      if (url.pathname === "/by-html" || url.pathname === "/imported-link") {
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        response.end('<!doctype html><html><head><link rel="webmention" href="/endpoint?via=html"></head><body><p>A page.</p></body></html>');
        return;
      }
      // Carol's pictures (/carol.png, /carol-2.png...), which hEntryPage's h-card names.
      if (/^\/carol(-\d+)?\.png$/.test(url.pathname)) {
        response.writeHead(200, { "Content-Type": "image/png" }).end(TINY_PNG);
        return;
      }
      const page = pages.get(url.pathname);
      if (typeof page === "number") response.writeHead(page, { "Content-Type": "text/plain" }).end("Gone");
      else if (typeof page === "string") response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page);
      else response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    serve: (path, page) => void pages.set(path, page),
    fetches: (path) => seen.get(path) ?? 0,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * An h-entry blog post by Carol: `properties` are its inner HTML after the author (in-reply-to, like-of, content).
 * `author` is her h-card's name and picture, "Carol Web" and /carol.png unless she changed them.
 */
export const hEntryPage = (properties: string, author = { name: "Carol Web", photo: "/carol.png" }) => `<!doctype html>
<html><head><title>Carol's blog</title></head><body>
<article class="h-entry">
  <a class="p-author h-card" href="/about"><img class="u-photo" src="${author.photo}" alt="">${author.name}</a>
  ${properties}
</article>
</body></html>`;
