import { createFileRoute } from "@tanstack/react-router";
import { LoginScreen } from "@/features/account/components/login-screen";

export const Route = createFileRoute("/_guest/login")({
  component: LoginScreen,
});
