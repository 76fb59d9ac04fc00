import type { z } from "zod";

/** The contract's schemas, as contract-schemas.ts exports them. */
export type ContractSchemas = typeof import("./contract-schemas");

/** Picks one schema from the contract: `(schemas) => schemas.reviewRequestSchema`. */
export type SchemaPick<Schema extends z.ZodType> = (schemas: ContractSchemas) => Schema;

/**
 * Loads the contract's schemas, with zod, on first use; the module system keeps the one copy. Callers start it
 * before they need it (the adapter before its request), so it rarely costs a wait.
 */
export const loadSchemas = (): Promise<ContractSchemas> => import("./contract-schemas");
