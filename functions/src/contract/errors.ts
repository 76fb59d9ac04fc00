import { z } from "zod";

/** Every error answer of the API has this shape (DESIGN.md, Errors). */
export const errorAnswerSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Field name to the message shown beside that field. */
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** A plain acknowledgement for calls whose answer the spec does not show. */
export const okAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type OkAnswer = z.infer<typeof okAnswerSchema>;
