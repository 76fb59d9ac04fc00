import { createFileRoute } from "@tanstack/react-router";
import { UnsubscribeScreen } from "@/features/email/components/unsubscribe-screen";

// No validateSearch: that part of a route file is in every page's first load. The screen reads `?t=` itself.
export const Route = createFileRoute("/unsubscribe")({
  component: UnsubscribeScreen,
});
