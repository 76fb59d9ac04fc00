import { createRoot, hydrateRoot } from "react-dom/client";
import { App, createAppRouter, createQueryClient } from "./app-router";
import { hydrateInTurns } from "./lib/hydrate-later";
import { readInlinedQueries } from "./lib/inlined-queries";
import { hasSessionToken } from "./lib/session-token";
import "./styles/global.css";

const queryClient = createQueryClient();
// Pages are rendered on the server as a guest sees them.
const asRendered = !hasSessionToken();
// The data a page was rendered with is what a guest sees; a member's own likes are asked for afresh.
if (asRendered) {
  for (const { queryKey, data } of readInlinedQueries()) queryClient.setQueryData(queryKey, data);
}
const router = createAppRouter(queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
// The page's own code loads before the first render, so that render matches the HTML the server sent. A guest's
// app then hydrates that HTML: the painted heading and image stay the same elements. A member's page differs
// (their sidebar, their likes), so it is rendered afresh over it; so is the empty shell of the other routes.
void router.load().then(() => {
  const app = <App router={router} queryClient={queryClient} />;
  if (asRendered && root.hasChildNodes()) hydrateInTurns(() => hydrateRoot(root, app));
  else createRoot(root).render(app);
});
