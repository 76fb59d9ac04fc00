import { useId, type InputHTMLAttributes, type ReactNode } from "react";

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Ids of other elements that describe this input, such as the password checklist. */
  describedBy?: string | undefined;
}

/** A labelled input whose error is announced and tied to it, so screen readers read both together. */
export function FormField({ label, error, hint, describedBy, className, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describers = [hint ? hintId : undefined, describedBy, error ? errorId : undefined].filter(Boolean);

  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={["account-field__input", className].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describers.length > 0 ? describers.join(" ") : undefined}
      />
      {hint ? (
        <p className="account-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="account-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
