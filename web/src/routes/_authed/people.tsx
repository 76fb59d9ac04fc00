import { createFileRoute } from "@tanstack/react-router";
import { PeoplePage } from "@/features/people/components/people-page";
import { profileQueryOptions } from "@/lib/data/auth";

export const Route = createFileRoute("/_authed/people")({
  // Only the profile: the followers are asked for once the profile says this is the owner.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQueryOptions());
  },
  component: PeoplePage,
});
