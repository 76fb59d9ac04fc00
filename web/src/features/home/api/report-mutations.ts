import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportRequest } from "@contract/community";
import { postReport } from "@/api/reports";
import { refreshModerationSummary, reportsQueryOptions } from "@/lib/data/moderation-queries";

/** POST /api/reports: the answer is the updated public list. */
export function useSubmitReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: ReportRequest) => postReport(report),
    onSuccess: (reports) => {
      queryClient.setQueryData(reportsQueryOptions().queryKey, reports);
      refreshModerationSummary(queryClient);
    },
  });
}
