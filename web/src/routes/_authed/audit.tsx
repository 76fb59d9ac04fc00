import { createFileRoute } from "@tanstack/react-router";
import { AuditPage } from "@/features/audit/components/audit-page";
import { profileQueryOptions } from "@/lib/data/auth";

export const Route = createFileRoute("/_authed/audit")({
  // Only the profile: the log is asked for once the profile says this is the owner.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQueryOptions());
  },
  component: AuditPage,
});
