import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, createAppRouter, createQueryClient, markServerRendered } from "./app-router";
import { readInlinedQueries } from "./lib/render/inlined-queries";
import { hasSessionToken } from "./lib/data/session-token";
import "./styles/global.css";
import "./styles/splash.css";

const queryClient = createQueryClient();
// React DOM's client is imported with the rest: its first call, once 145-165 ms on the phone profile with DevTools
// attached, is 17-34 ms since its errors are made without a stack (web/build/stackless-react-sentinels.ts), and a task
// of its own no longer paid for its 0.24 KB (docs/performance.md, "React DOM's sentinels made without a stack").
// Pages are rendered on the server as a guest sees them.
const asRendered = !hasSessionToken();
const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

// The app starts in four tasks rather than one long one, so a phone gets turns between them (a tap, a frame): the
// modules' own evaluation; the page's data and the router; the route's code and loaders; the first render.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement): Promise<void> {
  await nextTask();
  // The data a page was rendered with is what a guest sees; a member's own likes are asked for afresh. Read here, not
  // beside the modules' evaluation: on a busy home page it is 100 KB of JSON.
  if (asRendered) {
    for (const { queryKey, data } of readInlinedQueries()) queryClient.setQueryData(queryKey, data);
  }
  const router = createAppRouter(queryClient);
  await nextTask();
  // The page's own code loads before the first render, so that render matches the HTML the server sent.
  await router.load();
  await nextTask();
  const app = <App router={router} queryClient={queryClient} />;
  // A guest's app hydrates that HTML: the painted heading and image stay the same elements. As a transition, the
  // hydration yields to the browser every few milliseconds instead of running as one long task, and the parts in
  // HydrateLater boundaries follow at a lower priority still. A member's page differs (their sidebar, their likes),
  // so it is rendered afresh over it; so is the empty shell of the other routes.
  if (asRendered && container.hasChildNodes()) {
    markServerRendered(router);
    startTransition(() => void hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
}

void start(root);
