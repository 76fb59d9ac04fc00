import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ConfirmScreen } from "@/features/account/components/confirm-screen";

const searchSchema = z.object({
  // A hand-edited link should still open the page, just without the email filled in.
  email: z.string().optional().catch(undefined),
});

export const Route = createFileRoute("/_guest/confirm")({
  validateSearch: searchSchema,
  component: ConfirmRoute,
});

function ConfirmRoute() {
  const { email } = Route.useSearch();
  return <ConfirmScreen initialEmail={email ?? ""} />;
}
