import { useId, type ReactNode } from "react";
import { FormattedText } from "./formatted-text";
import "./publish-form.css";

/** What ties a control to its label, hint and message. */
export interface ControlProps {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export interface FieldFrameProps {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** The field's own message, shown under it and read out with it. */
  error?: string;
  /** Renders the control itself, given the props that tie it to the label and the notes. */
  children: (control: ControlProps) => ReactNode;
  /** Shown under the notes, such as a preview. */
  after?: ReactNode;
}

/** A labelled form field with its hint and its message; every owner form field is drawn in one. */
export function FieldFrame({ label, required, hint, error, children, after }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="publish-field">
      <label className={required ? "publish-field__label is-required" : "publish-field__label"} htmlFor={id}>
        {label}
      </label>
      {children({ id, required, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
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
      {after}
    </div>
  );
}

interface FieldProps extends Omit<FieldFrameProps, "children" | "after"> {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

export function TextField({ name, value, onChange, type = "text", ...frame }: FieldProps & { type?: "text" | "url" }) {
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <input {...control} className="publish-field__input" name={name} type={type} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  name,
  value,
  onChange,
  options,
  placeholder,
  ...frame
}: FieldProps & { options: readonly string[]; placeholder?: string }) {
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select {...control} className="publish-field__input" name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/**
 * A long text in the site's markup, with a live preview drawn by the same parser the pages use,
 * so the owner sees links, bold text and line breaks before publishing.
 */
export function LongTextField({
  name,
  value,
  onChange,
  rows = 5,
  preview = true,
  ...frame
}: FieldProps & { rows?: number; preview?: boolean }) {
  const shown =
    preview && value.trim() ? (
      <section className="publish-preview" aria-label={`Preview of ${frame.label.toLowerCase()}`}>
        <p className="publish-preview__title" aria-hidden="true">
          Preview
        </p>
        <FormattedText text={value} className="publish-preview__text" />
      </section>
    ) : null;
  return (
    <FieldFrame {...frame} after={shown}>
      {(control) => (
        <textarea
          {...control}
          className="publish-field__input publish-field__textarea"
          name={name}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/** The markup hint shown under long-text fields. */
export const MARKUP_HINT = "A new line breaks the line; (text in parentheses) is bold; =https://example.com<label> is a link.";
