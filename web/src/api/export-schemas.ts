// First, before any schema module runs.
import "./zod-without-eval";

// The answer schemas of the owner's site exports (issue 36), in a chunk of their own: only /import-export loads it.
export { exportAnswerSchema, exportJobAnswerSchema, exportListAnswerSchema } from "@contract/exports";
