import { useId, type ReactNode } from "react";
import { FormattedText } from "./formatted-text";
import "./publish-form.css";

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's own message, shown under it and read out with it. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

function FieldNotes({ hintId, errorId, hint, error }: { hintId: string; errorId: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p className="publish-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="publish-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </>
  );
}

function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy };
}

export function TextField({ label, name, value, onChange, error, hint, required, type = "text" }: FieldProps & { type?: "text" | "url" }) {
  const ids = useFieldIds(hint, error);
  return (
    <div className="publish-field">
      <label className={required ? "publish-field__label is-required" : "publish-field__label"} htmlFor={ids.id}>
        {label}
      </label>
      <input
        id={ids.id}
        className="publish-field__input"
        name={name}
        type={type}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldNotes {...ids} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  value,
  onChange,
  error,
  options,
  placeholder,
  required,
}: FieldProps & { options: readonly string[]; placeholder?: string }) {
  const ids = useFieldIds(undefined, error);
  return (
    <div className="publish-field">
      <label className={required ? "publish-field__label is-required" : "publish-field__label"} htmlFor={ids.id}>
        {label}
      </label>
      <select
        id={ids.id}
        className="publish-field__input"
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldNotes {...ids} error={error} />
    </div>
  );
}

/**
 * A long text in the site's markup, with a live preview drawn by the same parser the pages use,
 * so the owner sees links, bold text and line breaks before publishing.
 */
export function LongTextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required,
  rows = 5,
  preview = true,
}: FieldProps & { rows?: number; preview?: boolean }) {
  const ids = useFieldIds(hint, error);
  return (
    <div className="publish-field">
      <label className={required ? "publish-field__label is-required" : "publish-field__label"} htmlFor={ids.id}>
        {label}
      </label>
      <textarea
        id={ids.id}
        className="publish-field__input publish-field__textarea"
        name={name}
        rows={rows}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldNotes {...ids} hint={hint} error={error} />
      {preview && value.trim() ? (
        <section className="publish-preview" aria-label={`Preview of ${label.toLowerCase()}`}>
          <p className="publish-preview__title" aria-hidden="true">
            Preview
          </p>
          <FormattedText text={value} className="publish-preview__text" />
        </section>
      ) : null}
    </div>
  );
}

/** The markup hint shown under long-text fields. */
export const MARKUP_HINT = "A new line breaks the line; (text in parentheses) is bold; =https://example.com<label> is a link.";
