import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExportFormat } from "@contract/export-names";
import type { ExportJob } from "@contract/exports";
import { fetchExports, startExport } from "@/api/exports";
import { retryNetworkOnce } from "@/lib/data/retry-network-once";

/** While an export is queued or running, its progress is asked for this often. */
export const EXPORT_POLL_MS = 1000;

export const isUnderway = (job: ExportJob) => job.status === "queued" || job.status === "running";

/** GET /api/exports: the recent exports; asked again every second while one is under way, for its progress bar. */
export const exportsQueryOptions = () =>
  queryOptions({
    queryKey: ["exports"] as const,
    queryFn: ({ signal }) => fetchExports(signal),
    retry: retryNetworkOnce,
    refetchInterval: (query) => (query.state.data?.jobs.some(isUnderway) ? EXPORT_POLL_MS : false),
  });

/** POST /api/exports: starts one; the list then shows it and follows its progress. */
export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (format: ExportFormat) => startExport(format),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportsQueryOptions().queryKey }),
  });
}
