import { ALT_TEXT_MAX, ALT_TEXT_TOO_LONG, altFieldName, altTextFields } from "@contract/alt-text";
import { ITEM_KINDS, missingMediaErrors, type ItemKind } from "@contract/item-kinds";
import { REMOVE_FILES_FIELD } from "@contract/media";
import { useState } from "react";
import { fileProblem, totalProblem } from "@/lib/utils/media-checks";

export interface MediaFieldsState {
  files: Record<string, File | null>;
  removing: ReadonlySet<string>;
  setFile(name: string, file: File | null): void;
  setRemoving(name: string, removing: boolean): void;
  /**
   * The alt texts the owner typed, by file field name; a field not in it shows and keeps the item's saved one (the
   * API keeps an alt text an edit leaves out).
   */
  alts: Readonly<Record<string, string>>;
  setAlt(name: string, text: string): void;
  /** Field messages for the chosen files, and for required files missing on create. */
  problems(creating: boolean): Record<string, string>;
  /**
   * A request body: the text fields, the chosen files (only those: PUT keeps the rest), the removals and the alt
   * texts typed (a removed file's goes with it).
   */
  body(text: Record<string, string>): FormData;
  /** Empties every file input. */
  reset(): void;
  /** Changes on reset; file inputs use it as their key, which is the one way to clear them. */
  resetKey: number;
}

/** The chosen files of an item form, for the kind's media fields. */
export function useMediaFields(kind: ItemKind): MediaFieldsState {
  const media = ITEM_KINDS[kind].media;
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [removing, setRemovingSet] = useState<ReadonlySet<string>>(new Set());
  const [alts, setAlts] = useState<Record<string, string>>({});
  const [resetKey, setResetKey] = useState(0);
  const chosen = media.flatMap((field) => {
    const file = files[field.name];
    return file ? [{ field, file }] : [];
  });

  const removed = (name: string) => removing.has(name) && !files[name];

  return {
    files,
    removing,
    alts,
    resetKey,
    setAlt: (name, text) => setAlts((current) => ({ ...current, [name]: text })),
    setFile: (name, file) => setFiles((current) => ({ ...current, [name]: file })),
    setRemoving: (name, on) =>
      setRemovingSet((current) => {
        const next = new Set(current);
        if (on) next.add(name);
        else next.delete(name);
        return next;
      }),
    problems(creating) {
      const errors: Record<string, string> = creating
        ? missingMediaErrors(kind, new Set(chosen.map(({ field }) => field.name)))
        : {};
      for (const { field, file } of chosen) {
        const problem = fileProblem(file, field.accepts);
        if (problem) errors[field.name] = problem;
      }
      const total = totalProblem(chosen.map(({ file }) => file));
      if (total && chosen[0]) errors[chosen[0].field.name] ??= total;
      // A missing alt text is only a warning beside the field (MediaInputs); one too long cannot be saved.
      for (const field of altTextFields(media)) {
        const typed = alts[field.name];
        if (typed !== undefined && typed.replace(/\s+/g, " ").trim().length > ALT_TEXT_MAX) errors[altFieldName(field)] = ALT_TEXT_TOO_LONG;
      }
      return errors;
    },
    body(text) {
      const form = new FormData();
      for (const [name, value] of Object.entries(text)) form.append(name, value);
      for (const { field, file } of chosen) form.append(field.name, file, file.name);
      for (const field of altTextFields(media)) {
        const typed = alts[field.name];
        if (typed !== undefined && !removed(field.name)) form.append(altFieldName(field), typed);
      }
      const removals = [...removing].filter(removed);
      if (removals.length > 0) form.append(REMOVE_FILES_FIELD, removals.join(","));
      return form;
    },
    reset() {
      setFiles({});
      setRemovingSet(new Set());
      setAlts({});
      setResetKey((key) => key + 1);
    },
  };
}
