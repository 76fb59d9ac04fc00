import { auditQuerySchema, type AuditPage } from "../../contract/audit";
import { parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { requireOwner } from "../../http/viewer";
import { listAuditLog } from "../../services/audit/audit-pages";

/**
 * GET /api/audit?area=&action=&after=: owner only; 50 entries a page, newest first (docs/accounts.md). The session is
 * checked before the filters, so nobody else learns what a good request looks like.
 */
export const auditLogHandler: Handler = async (request) => {
  await requireOwner(request);
  const query = parseInput(auditQuerySchema, request.query);
  const body: AuditPage = await listAuditLog(query);
  return { body };
};
