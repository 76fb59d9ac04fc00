import { createFileRoute } from "@tanstack/react-router";
import { ConfirmScreen } from "@/features/account/components/confirm-screen";

export const Route = createFileRoute("/_guest/confirm")({
  // A hand-edited link should still open the page, just without the email filled in. A plain check, not zod:
  // this part of a route file is in every page's first load.
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    typeof search.email === "string" ? { email: search.email } : {},
  component: ConfirmRoute,
});

function ConfirmRoute() {
  const { email } = Route.useSearch();
  return <ConfirmScreen initialEmail={email ?? ""} />;
}
