import type { ReportRequest } from "@contract/community";
import { apiPaths } from "@contract/routes";
import { callApi } from "./client";

/** GET /api/reports: the public reports list. */
export const fetchReports = (signal?: AbortSignal) => callApi(apiPaths.reports, (s) => s.reportListSchema, { signal });

/** POST /api/reports {subject, description}: answers the list. */
export const postReport = (report: ReportRequest) =>
  callApi(apiPaths.reports, (s) => s.reportListSchema, { method: "POST", json: report });

/** PUT /api/reports/seen/{id} (owner): pending to seen; answers the list. */
export const markReportSeen = (id: string) => callApi(apiPaths.markReportSeen(id), (s) => s.reportListSchema, { method: "PUT" });

/** DELETE /api/reports/{id} (owner): answers the list. */
export const deleteReport = (id: string) => callApi(apiPaths.report(id), (s) => s.reportListSchema, { method: "DELETE" });
