import { createFileRoute } from "@tanstack/react-router";
import { profileQueryOptions } from "@/lib/data/auth";
import { ProfileScreen } from "@/features/account/components/profile-screen";

export const Route = createFileRoute("/_authed/profile")({
  // Not awaited: the screen shows its own loading and failure states (SPEC sections 4 and 8).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQueryOptions());
  },
  component: ProfileScreen,
});
