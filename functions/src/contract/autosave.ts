import { z } from "zod";
import { LONG_FORM_LIMITS } from "./long-form";

/**
 * The owner's editor's autosave (issue 35, docs/long-form.md "Autosave"): what is typed in an item's form, kept on the
 * server a few seconds after typing pauses, so another device or a reopened tab finds it. One copy per editor: an
 * item's edit, or a kind's new item (`NEW_ITEM_TARGET`). Each save names the version it started from; a copy changed
 * since by another tab or device is not overwritten (409), and the tab is told.
 */

/** The editor of a kind's new item, which has no id yet. Item ids are 20 random characters, never this. */
export const NEW_ITEM_TARGET = "new";

export const AUTOSAVE_LIMITS = {
  /** A form's text fields: a project has the most, with its technologies. */
  fields: 16,
  /** The longest field is the long-form body. */
  fieldChars: LONG_FORM_LIMITS.bodyChars,
  /** All fields together: the body and SPEC's paragraphs. */
  totalChars: LONG_FORM_LIMITS.bodyChars + 40_000,
} as const;

/** How often, at most, an editor saves while the owner types: after this much quiet. */
export const AUTOSAVE_QUIET_MS = 3_000;

export const AUTOSAVE_CONFLICT_MESSAGE = "This text was changed in another tab or on another device since this tab last saved it.";
export const AUTOSAVE_TOO_LONG_MESSAGE = `An autosave holds at most ${AUTOSAVE_LIMITS.totalChars} characters in all.`;

const fieldName = z.string().regex(/^[A-Za-z]{1,40}$/, "Field names are letters only.");

const valuesSchema = z
  .record(fieldName, z.string().max(AUTOSAVE_LIMITS.fieldChars, `A field of an autosave holds at most ${AUTOSAVE_LIMITS.fieldChars} characters.`))
  .refine((values) => Object.keys(values).length <= AUTOSAVE_LIMITS.fields, `An autosave holds at most ${AUTOSAVE_LIMITS.fields} fields.`)
  .refine((values) => Object.values(values).reduce((sum, value) => sum + value.length, 0) <= AUTOSAVE_LIMITS.totalChars, AUTOSAVE_TOO_LONG_MESSAGE);

/** PUT /api/{kind}/{id or "new"}/autosave (owner). */
export const autosaveRequestSchema = z.object({
  values: valuesSchema,
  /** The version this tab last saved or loaded; 0 when it knows of none. */
  baseVersion: z.number().int().min(0),
  /** A random name of the tab, so a tab's own saves are told apart from another's. */
  tab: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, "The tab is named by 8 to 64 letters, digits or dashes."),
});
export type AutosaveRequest = z.infer<typeof autosaveRequestSchema>;

/**
 * DELETE /api/{kind}/{id or "new"}/autosave[?version=N] (owner): with a version, only that version is forgotten, so a
 * tab that emptied its form never deletes what another tab saved since (409 then).
 */
export const autosaveDeleteQuerySchema = z.object({
  version: z.coerce.number().int().positive("The version is a whole number from 1.").optional(),
});

export const autosaveSchema = z.object({
  values: z.record(z.string(), z.string()),
  version: z.number().int().positive(),
  savedAt: z.string(),
  tab: z.string(),
});
export type Autosave = z.infer<typeof autosaveSchema>;

/** GET answers the kept copy, or null; PUT answers the copy as now kept. */
export const autosaveAnswerSchema = z.object({ autosave: autosaveSchema.nullable() });
export type AutosaveAnswer = z.infer<typeof autosaveAnswerSchema>;
