import { useState } from "react";
import { acceptAttribute, MEDIA_FORMATS, formatsFor, megabytes, maxBytesOf, type MediaField } from "@contract/media";
import { fileProblem } from "@/lib/utils/media-checks";
import { Field } from "./form-fields";

export interface FileFieldProps {
  field: MediaField;
  onChange: (file: File | null) => void;
  /** The URL of the file the item has now, when editing. */
  current?: string;
  /** Whether the current optional file is marked for removal. */
  removing?: boolean;
  onRemovingChange?: (removing: boolean) => void;
  error?: string;
  /** Changes when the form resets, which empties the input. */
  resetKey?: number;
}

function hintFor(field: MediaField): string {
  const names = formatsFor(field.accepts).map((format) => MEDIA_FORMATS[format].name).join(", ");
  const limits =
    field.accepts === "image-or-video"
      ? `images up to ${megabytes(maxBytesOf("image"))}, videos up to ${megabytes(maxBytesOf("video"))}`
      : `up to ${megabytes(maxBytesOf(field.accepts))}`;
  return `${names}; ${limits}.${field.requiredOnCreate ? "" : " Optional."}`;
}

/**
 * A file input for one of an item's media fields, with what it takes, the current file and removal. A file of the
 * wrong type or too large is refused the moment it is chosen (issue 32: a 54 MB image used to be refused only after
 * Save), with the field's message, and the input is emptied so it is never sent.
 */
export function FileField({ field, onChange, current, removing, onRemovingChange, error, resetKey }: FileFieldProps) {
  // The refusal belongs to the input it was said of: a reset of the form (a new resetKey) empties both.
  const [refusal, setRefusal] = useState<{ of: number | undefined; message: string } | null>(null);
  const refused = refusal && refusal.of === resetKey ? refusal.message : null;
  const canRemove = Boolean(current) && !field.requiredOnCreate && onRemovingChange;
  const hint = `${current ? "Choose a file to replace the current one. " : ""}${hintFor(field)}`;
  const removal = canRemove ? (
    <label className="field__check">
      <input type="checkbox" checked={removing ?? false} onChange={(event) => onRemovingChange?.(event.target.checked)} />
      Remove the current {field.label.toLowerCase()}
    </label>
  ) : null;
  return (
    <Field label={field.label} required={Boolean(field.requiredOnCreate) && !current} hint={hint} error={refused ?? error} after={removal}>
      {(control) => (
        <input
          {...control}
          key={resetKey}
          className="field__file"
          type="file"
          name={field.name}
          accept={acceptAttribute(field.accepts)}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const problem = file ? fileProblem(file, field.accepts) : null;
            setRefusal(problem ? { of: resetKey, message: problem } : null);
            if (problem) event.target.value = "";
            onChange(problem ? null : file);
          }}
        />
      )}
    </Field>
  );
}
