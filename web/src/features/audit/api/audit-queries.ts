import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { AuditFilters } from "@contract/audit-actions";
import { fetchAuditPage } from "@/api/audit";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

/** GET /api/audit: one page of the owner's audit log for these filters and cursor. */
export const auditPageQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ["audit", filters.area ?? "", filters.action ?? "", filters.after ?? ""] as const,
    queryFn: ({ signal }) => fetchAuditPage(filters, signal),
    retry: retryNetworkOnce,
    // The page keeps showing while the next one loads, instead of flashing "Loading...".
    placeholderData: keepPreviousData,
  });
