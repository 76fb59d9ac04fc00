// Without zod: the profile's sessions chunk imports these, and zod loads only beside the first request.

/**
 * Beyond SPEC section 7: this account's sessions, one of them, and "end all but this one". Kept here rather than in
 * routes.ts, so only the profile's lazy sessions chunk carries them.
 */
export const SESSION_API_PATHS = {
  sessions: "/api/sessions",
  session: (id: string) => `/api/sessions/${encodeURIComponent(id)}`,
  endOthers: "/api/sessions/end-others",
} as const;
