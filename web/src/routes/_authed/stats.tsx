import { createFileRoute } from "@tanstack/react-router";
import { StatsPage } from "@/features/stats/components/stats-page";
import { profileQueryOptions } from "@/lib/data/auth";

export const Route = createFileRoute("/_authed/stats")({
  // Only the profile: the stats are asked for once the profile says this is the owner.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQueryOptions());
  },
  component: StatsPage,
});
