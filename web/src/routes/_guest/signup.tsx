import { createFileRoute } from "@tanstack/react-router";
import { SignupScreen } from "@/features/account/components/signup-screen";

export const Route = createFileRoute("/_guest/signup")({
  component: SignupScreen,
});
