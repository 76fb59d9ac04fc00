import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { hasSessionToken } from "@/lib/data/session-token";

/** Account flows for guests only (SPEC section 2): someone holding a token goes home instead. */
export const Route = createFileRoute("/_guest")({
  beforeLoad: () => {
    if (hasSessionToken()) throw redirect({ to: "/" });
  },
  component: Outlet,
});
