import { createFileRoute } from "@tanstack/react-router";
import { SiteTransferPage } from "@/features/site-transfer/components/site-transfer-page";
import { profileQueryOptions } from "@/lib/data/auth";

export const Route = createFileRoute("/_authed/import-export")({
  // Only the profile: the exports are asked for once the profile says this is the owner.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQueryOptions());
  },
  component: SiteTransferPage,
});
