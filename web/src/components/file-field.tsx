import type { MediaField } from "@contract/media";
import { acceptAttribute, MEDIA_FORMATS, formatsFor, megabytes, maxBytesOf } from "@contract/media";
import { useId, useRef } from "react";
import "./publish-form.css";

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

/** A file input for one of an item's media fields, with what it takes, the current file and removal. */
export function FileField({ field, onChange, current, removing, onRemovingChange, error, resetKey }: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const canRemove = Boolean(current) && !field.requiredOnCreate && onRemovingChange;
  const required = Boolean(field.requiredOnCreate) && !current;
  return (
    <div className="publish-field">
      <label className={required ? "publish-field__label is-required" : "publish-field__label"} htmlFor={id}>
        {field.label}
      </label>
      <input
        key={resetKey}
        ref={input}
        id={id}
        className="publish-field__file"
        type="file"
        name={field.name}
        accept={acceptAttribute(field.accepts)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p className="publish-field__hint" id={`${id}-hint`}>
        {current ? "Choose a file to replace the current one. " : ""}
        {hintFor(field)}
      </p>
      {canRemove ? (
        <label className="publish-field__check">
          <input type="checkbox" checked={removing ?? false} onChange={(event) => onRemovingChange?.(event.target.checked)} />
          Remove the current {field.label.toLowerCase()}
        </label>
      ) : null}
      {error ? (
        <p className="publish-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
