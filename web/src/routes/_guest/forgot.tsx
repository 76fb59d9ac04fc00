import { createFileRoute } from "@tanstack/react-router";
import { ForgotScreen } from "@/features/account/components/forgot-screen";

export const Route = createFileRoute("/_guest/forgot")({
  component: ForgotScreen,
});
