import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { COMMENTING_DISABLED_MESSAGE } from "@contract/limits";
import { FormattedText } from "./formatted-text";
import "./form-fields.css";

/** What ties a control to its label, hint and message. */
export interface ControlProps {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export interface FieldProps {
  label: string;
  required?: boolean;
  /** The eye's "*" beside a required field's label; off where every field of a form is required. */
  markRequired?: boolean;
  hint?: ReactNode;
  /** The field's own message, shown under it and read out with it. */
  error?: string | undefined;
  /**
   * Reads the message out as soon as it shows (role="alert"): for forms that leave the focus where it is.
   * Forms that move the focus to the first field with a message have it read there instead.
   */
  alertError?: boolean;
  /** Ids of other elements that describe the control, such as a password checklist. */
  describedBy?: string | undefined;
  /** Renders the control itself, given the props that tie it to the label and the notes. */
  children: (control: ControlProps) => ReactNode;
  /** Shown under the notes, such as a preview. */
  after?: ReactNode;
}

/** The one form field of the site: a label, any control, a hint and a message, tied together for screen readers. */
export function Field({ label, required, markRequired = true, hint, error, alertError, describedBy, children, after }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describers = [hint ? hintId : null, describedBy, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label className={required && markRequired ? "field__label is-required" : "field__label"} htmlFor={id}>
        {label}
      </label>
      {children({ id, required, "aria-invalid": error ? true : undefined, "aria-describedby": describers })}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role={alertError ? "alert" : undefined}>
          {error}
        </p>
      ) : null}
      {after}
    </div>
  );
}

type FrameProps = Omit<FieldProps, "children" | "after">;

/** Native attributes a field passes on to its control, less what the field itself decides. */
type Native<Attributes> = Omit<Attributes, "id" | "value" | "onChange" | "children" | keyof FrameProps>;

interface ValueProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

const controlClass = (extra?: string) => (extra ? `field__input ${extra}` : "field__input");

/** Splits a field's props into the frame's and the control's. */
function splitFrame<Props extends FrameProps>(props: Props): [FrameProps, Omit<Props, keyof FrameProps>] {
  const { label, required, markRequired, hint, error, alertError, describedBy, ...control } = props;
  return [{ label, required, markRequired, hint, error, alertError, describedBy }, control];
}

/** A one-line input: text, email, password, url... */
export function TextField(props: FrameProps & ValueProps & Native<InputHTMLAttributes<HTMLInputElement>>) {
  const [frame, { value, onChange, className, type = "text", ...input }] = splitFrame(props);
  return (
    <Field {...frame}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={controlClass(className)}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export function SelectField({
  value,
  onChange,
  options,
  placeholder,
  name,
  ...frame
}: FrameProps & ValueProps & { options: readonly string[]; placeholder?: string } & Native<SelectHTMLAttributes<HTMLSelectElement>>) {
  return (
    <Field {...frame}>
      {(control) => (
        <select {...control} className={controlClass()} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A long text. In the site's markup it has a live preview drawn by the same parser the pages use,
 * so the owner sees links, bold text and line breaks before publishing.
 */
export function LongTextField(props: FrameProps & ValueProps & { preview?: boolean } & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const [frame, { value, onChange, rows = 5, preview = true, ...textarea }] = splitFrame(props);
  const shown =
    preview && value.trim() ? (
      <section className="field__preview" aria-label={`Preview of ${frame.label.toLowerCase()}`}>
        <p className="field__preview-title" aria-hidden="true">
          Preview
        </p>
        <FormattedText text={value} className="field__preview-text" />
      </section>
    ) : null;
  return (
    <Field {...frame} after={shown}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          className={controlClass("field__textarea")}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** The markup hint shown under long-text fields. */
export const MARKUP_HINT = "A new line breaks the line; (text in parentheses) is bold; =https://example.com<label> is a link.";

/**
 * What a member whose commenting the owner turned off reads where a comment or reply box would be (issue 32): told
 * plainly, rather than offered a form the server would refuse. Here because every comment form loads this module.
 */
export function CommentingDisabledNote({ id }: { id?: string }) {
  return (
    <p id={id} className="commenting-disabled">
      {COMMENTING_DISABLED_MESSAGE}
    </p>
  );
}
