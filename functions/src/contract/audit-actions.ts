// The names of the owner's audit log (issue 34) without zod: the /audit page's first load imports these, and zod
// loads only beside the first request (web/src/api/security-schemas.ts).

/** 50 entries a page, newest first, filtered by area or by action. */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  area?: string;
  action?: string;
  after?: string;
}

/** Beyond SPEC section 7: the owner's audit log, by area or action (here, not in routes.ts: only /audit loads it). */
export function auditApiPath(filters: AuditFilters = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `/api/audit?${text}` : "/api/audit";
}

export const AUDIT_AREAS = ["content", "moderation", "settings", "security"] as const;
export type AuditAreaName = (typeof AUDIT_AREAS)[number];

/**
 * The actions this site records, by area, for the page's filter. The filter also takes any other well-formed
 * action name, so entries other parts of the API write (second factors) can be found before the list names them.
 */
export const AUDIT_ACTIONS: Record<AuditAreaName, readonly string[]> = {
  content: [
    "item.publish",
    "item.schedule",
    "item.draft",
    "item.edit",
    "item.unpublish",
    "item.trash",
    "item.restore",
    "item.purge",
    "item.preview-open",
    "item.preview-revoke",
  ],
  moderation: [
    "comment.delete",
    "review.approve",
    "review.delete",
    "report.seen",
    "report.delete",
    "contact.handled",
    "contact.waiting",
    "contact.delete",
    "commenting.disable",
    "commenting.enable",
    "fediverse-reply.approve",
    "fediverse-reply.reject",
    "fediverse-reply.answer",
  ],
  settings: ["settings.blocked-domains", "settings.fediverse", "site.export"],
  security: [
    "sign-in",
    "sign-in.failure",
    "logout",
    "session.end",
    "session.end-others",
    "password.reset",
    "password.change",
  ],
};

export const AUDIT_FILTER_MESSAGES = {
  area: `Area is one of ${AUDIT_AREAS.join(", ")}.`,
  action: "That action is not valid.",
} as const;
