import { auditApiPath, type AuditFilters } from "@contract/audit-actions";
import { callApi } from "./client";

/** GET /api/audit?area=&action=&after= (owner): one page of the audit log, newest first. */
export async function fetchAuditPage(filters: AuditFilters, signal?: AbortSignal) {
  const schemas = await import("./security-schemas");
  return callApi(auditApiPath(filters), () => schemas.auditPageSchema, { signal });
}
