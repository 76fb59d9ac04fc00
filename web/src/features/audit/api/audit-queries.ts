import { queryOptions } from "@tanstack/react-query";
import type { AuditFilters } from "@contract/audit-actions";
import { fetchAuditPage } from "@/api/audit";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

/** GET /api/audit: one page of the owner's audit log for these filters and cursor. */
export const auditPageQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ["audit", filters.area ?? "", filters.action ?? "", filters.after ?? ""] as const,
    queryFn: ({ signal }) => fetchAuditPage(filters, signal),
    // No placeholder from the last filter: entries of another filter shown under this one would mislead.
    retry: retryNetworkOnce,
  });
