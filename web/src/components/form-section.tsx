import { useState, type ReactNode } from "react";
import "./form-section.css";

/**
 * A fold of an owner form (issue 32: the new-article form was 3,500 px tall): the required fields' section is open,
 * an optional one folded until it holds something. It opens itself when it comes to hold a value it did not (text
 * restored, a file chosen) or a message (a refused save, whose first field the form then focuses), and never closes
 * itself: folding is the owner's choice.
 */
export function FormSection({
  title,
  required = false,
  filled,
  invalid,
  children,
}: {
  title: string;
  /** Whether it holds a field that must be filled: such a section starts open. */
  required?: boolean;
  /** Whether any of its fields holds a value (a kept file counts). */
  filled: boolean;
  /** Whether any of its fields has a message. */
  invalid: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(required || filled || invalid);
  // The open state follows what the section holds as it changes, during render, so the focus moved to a refused
  // field after this render (publish-form.tsx) finds it shown.
  const [held, setHeld] = useState({ filled, invalid });
  if (held.filled !== filled || held.invalid !== invalid) {
    if ((filled && !held.filled) || (invalid && !held.invalid)) setOpen(true);
    setHeld({ filled, invalid });
  }
  return (
    <details className="form-section" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="form-section__summary">
        {title}
        {required ? null : <span className="form-section__note">optional</span>}
      </summary>
      <div className="form-section__body">{children}</div>
    </details>
  );
}

/** Whether any of `names` holds a value in `values`, for a section's `filled`. */
export const anyFilled = (values: Record<string, string>, names: readonly string[]) => names.some((name) => (values[name] ?? "").trim() !== "");

/** Whether any of `names` has a message in `errors`, for a section's `invalid`. */
export const anyInvalid = (errors: Record<string, string>, names: readonly string[]) => names.some((name) => errors[name] !== undefined);
