import { useState, type ReactNode } from "react";

/**
 * The owner's way to write a new item above a list: a button that opens the form below it and closes it again once
 * the item is saved. The form itself confirms what the save did (use-publish-form.ts): a draft is never announced as
 * published here.
 */
export function NewItemSection({
  className,
  label,
  buttonText,
  disabled = false,
  mayOpen = () => true,
  renderForm,
}: {
  className: string;
  /** The section's name for screen readers. */
  label: string;
  buttonText: string;
  disabled?: boolean;
  /** Asked before the form opens; false keeps it closed (the caller says why). */
  mayOpen?: () => boolean;
  /** The form, given what to do once it saved an item. */
  renderForm: (onSaved: (item: { title: string }) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const onSaved = () => setOpen(false);
  return (
    <section className={className} aria-label={label}>
      <button
        type="button"
        className="button button--primary"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => {
          if (open || mayOpen()) setOpen(!open);
        }}
      >
        {open ? "Close the form" : buttonText}
      </button>
      {open ? renderForm(onSaved) : null}
    </section>
  );
}
