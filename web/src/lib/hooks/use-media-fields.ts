import { ITEM_KINDS, missingMediaErrors, type ItemKind } from "@contract/item-kinds";
import { REMOVE_FILES_FIELD } from "@contract/media";
import { useState } from "react";
import { fileProblem, totalProblem } from "@/lib/utils/media-checks";

export interface MediaFieldsState {
  files: Record<string, File | null>;
  removing: ReadonlySet<string>;
  setFile(name: string, file: File | null): void;
  setRemoving(name: string, removing: boolean): void;
  /** Field messages for the chosen files, and for required files missing on create. */
  problems(creating: boolean): Record<string, string>;
  /** A request body: the text fields, the chosen files (only those: PUT keeps the rest) and the removals. */
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
  const [resetKey, setResetKey] = useState(0);
  const chosen = media.flatMap((field) => {
    const file = files[field.name];
    return file ? [{ field, file }] : [];
  });

  return {
    files,
    removing,
    resetKey,
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
      return errors;
    },
    body(text) {
      const form = new FormData();
      for (const [name, value] of Object.entries(text)) form.append(name, value);
      for (const { field, file } of chosen) form.append(field.name, file, file.name);
      const removals = [...removing].filter((name) => !files[name]);
      if (removals.length > 0) form.append(REMOVE_FILES_FIELD, removals.join(","));
      return form;
    },
    reset() {
      setFiles({});
      setRemovingSet(new Set());
      setResetKey((key) => key + 1);
    },
  };
}
