// First, before any schema module runs.
import "./zod-without-eval";

// The answer schemas of the sessions and audit-log calls (issue 34), in a chunk of their own: only the profile's
// sessions section and the owner's /audit page load it, so the contract schemas every page fetches do not grow.
export { sessionListSchema, endOtherSessionsAnswerSchema } from "@contract/sessions";
export { auditPageSchema } from "@contract/audit";
