import { createFileRoute } from "@tanstack/react-router";
import { ModerationPage } from "@/features/moderation/components/moderation-page";
import { profileQueryOptions } from "@/lib/data/auth";

export const Route = createFileRoute("/_authed/moderation")({
  // Only the profile: the owner's lists are asked for once the profile says this is the owner.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQueryOptions());
  },
  component: ModerationPage,
});
