// First, before any schema module runs.
import "./zod-without-eval";

// The answer schemas of the owner's imports (issue 36), in a chunk of their own: only /import-export loads it.
export { importJobAnswerSchema, importJobListSchema } from "@contract/import-jobs";
