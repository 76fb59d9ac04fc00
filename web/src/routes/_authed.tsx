import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { hasSessionToken } from "@/lib/data/session-token";

/** Pages for logged-in users only (SPEC section 2); the token is the UI hint, the server still checks the cookie. */
export const Route = createFileRoute("/_authed")({
  beforeLoad: () => {
    if (!hasSessionToken()) throw redirect({ to: "/login" });
  },
  component: Outlet,
});
