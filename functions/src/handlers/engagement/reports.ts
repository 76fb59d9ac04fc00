import { reportRequestSchema, type Report } from "../../contract/community";
import { parseId, parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { findViewer, requireOwner, requireViewer, sharedCacheHeaders } from "../../http/viewer";
import { createReport, deleteReport, listReports, markReportSeen } from "../../services/engagement/reports-service";

const reportList = async (): Promise<{ body: Report[] }> => ({ body: await listReports() });

/** GET /api/reports: public, the spec's reports list; read afresh for a signed-in viewer. */
export const listReportsHandler: Handler = async (request) => {
  const viewer = await findViewer(request);
  return { body: await listReports(viewer !== null), headers: sharedCacheHeaders(viewer) };
};

/** POST /api/reports {subject, description}: stored as pending. */
export const createReportHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  const report = parseInput(reportRequestSchema, request.body);
  await createReport(viewer.uid, report);
  return reportList();
};

/** PUT /api/reports/seen/{id}: owner only, pending to seen. */
export const markReportSeenHandler: Handler = async (request) => {
  await requireOwner(request);
  await markReportSeen(parseId(request.params.id));
  return reportList();
};

/** DELETE /api/reports/{id}: owner only. */
export const deleteReportHandler: Handler = async (request) => {
  await requireOwner(request);
  await deleteReport(parseId(request.params.id));
  return reportList();
};
