import { z } from "zod";
import { cursorSchema } from "./item-lists";
import { AUDIT_AREAS, AUDIT_FILTER_MESSAGES } from "./audit-actions";

export { AUDIT_ACTIONS, AUDIT_AREAS, AUDIT_FILTER_MESSAGES, AUDIT_PAGE_SIZE, auditApiPath } from "./audit-actions";
export type { AuditAreaName, AuditFilters } from "./audit-actions";

// The owner's audit log's schemas (issue 34); its names and paths are in audit-actions.ts, which the web's /audit
// page imports without zod.

/** An empty filter (`?area=`) is no filter. */
const present = (value: unknown) => (value === "" ? undefined : value);

export const auditQuerySchema = z.object({
  area: z.preprocess(present, z.enum(AUDIT_AREAS, { error: AUDIT_FILTER_MESSAGES.area }).optional()),
  action: z.preprocess(
    present,
    z
      .string()
      .max(60, AUDIT_FILTER_MESSAGES.action)
      .regex(/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/, AUDIT_FILTER_MESSAGES.action)
      .optional(),
  ),
  after: cursorSchema(200),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  area: z.enum(AUDIT_AREAS),
  action: z.string(),
  /** Who did it, by username when the account still exists; null for an unknown caller. */
  actor: z.string().nullable(),
  target: z.string(),
  summary: z.string(),
  address: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;
