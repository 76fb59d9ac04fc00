import { createMemoryHistory } from "@tanstack/react-router";
// React's static renderer waits for lazy route components and every other suspended part, and gives their content
// rather than a fallback with an inline script to swap it in later (which the site's CSP would refuse anyway).
import { prerenderToNodeStream } from "react-dom/static";
import { text } from "node:stream/consumers";
import { App, createAppRouter, createQueryClient } from "./app-router";
import type { InlinedQuery } from "./lib/render/inlined-queries";
import { pageDocument, shellWithHead } from "./lib/render/page-document";
import { newCollectedHead, ServerHeadProvider } from "./lib/render/page-meta";

// The app rendered without a browser: by web/prerender.mjs at build time for the static routes (no data: lists
// show their loading state, as the browser first does), and by the `api` function for item pages, with the item.

export interface RenderRequest {
  /** The shell the web build made (web/dist/app-shell.html). */
  shell: string;
  /** The public site's origin, e.g. https://example.web.app, for canonical and preview links. */
  origin: string;
  /** The address to render, e.g. /projects/abc. */
  path: string;
  /** Data the page is rendered with; it is inlined too, so the browser does not ask for it again. */
  queries?: InlinedQuery[];
}

export interface RenderedDocument {
  html: string;
  /** Where the app ended up: a loader may have redirected (say, an unknown item to /error). */
  path: string;
}

export async function renderDocument({ shell, origin, path, queries = [] }: RenderRequest): Promise<RenderedDocument> {
  const queryClient = createQueryClient();
  for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // Nothing can be fetched here (no browser, no origin): a query the loaders tried and failed renders as still
  // loading, the way the browser first shows it, rather than as an error.
  queryClient.removeQueries({ predicate: (query) => query.state.status === "error" });
  const head = newCollectedHead();
  const { prelude } = await prerenderToNodeStream(
    <ServerHeadProvider value={head}>
      <App router={router} queryClient={queryClient} />
    </ServerHeadProvider>,
    // Every part inline, where it stands: by default React moves a large part out to the end of the page, with an
    // inline script to put it back, so that streamed pages show their start sooner. This page is sent whole.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  const finalPath = router.state.location.pathname;
  return { html: pageDocument(shell, { html, head, url: new URL(finalPath, origin).href, queries }), path: finalPath };
}

/** The shell with the site's own title and description, for the routes the browser renders alone. */
export const shellDocument = (shell: string): string => shellWithHead(shell, newCollectedHead());
