/**
 * The options of a length check that ends a field's checks when it fails. zod runs every check of a field by
 * default, so a 1 MB input failing `.max` would still reach the pattern after it (DESIGN.md, Input before CPU):
 * `z.string().max(254, lengthFirst(message)).regex(...)` never lets the pattern read a too-long input.
 */
export const lengthFirst = (message: string) => ({ message, abort: true });
