import { createRoot } from "react-dom/client";
import { App, createAppRouter, createQueryClient } from "./app-router";
import { readInlinedQueries } from "./lib/inlined-queries";
import { hasSessionToken } from "./lib/session-token";
import "./styles/global.css";

const queryClient = createQueryClient();
// The data a page was rendered with is what a guest sees; a member's own likes are asked for afresh.
if (!hasSessionToken()) {
  for (const { queryKey, data } of readInlinedQueries()) queryClient.setQueryData(queryKey, data);
}
const router = createAppRouter(queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
// The page's own code loads before the first render, so that render matches the HTML the server sent.
// Preact's render adopts the server's markup: it keeps the nodes that match (the painted image stays the same
// element) and patches any difference, such as the sidebar of a member, whose page was rendered for a guest.
void router.load().then(() => createRoot(root).render(<App router={router} queryClient={queryClient} />));
