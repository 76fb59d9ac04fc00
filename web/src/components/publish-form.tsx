import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import type { PublishForm } from "@/lib/hooks/use-publish-form";
import { FormMessage } from "./form-message";
import { UploadProgress } from "./upload-progress";
import "./publish-form.css";

/** The frame of an owner form: fields, the message, upload progress with cancel, and the buttons. */
export function PublishFormFrame({
  form,
  onSubmit,
  submitLabel,
  extraActions,
  label,
  children,
}: {
  form: PublishForm;
  onSubmit: () => void;
  submitLabel: string;
  extraActions?: ReactNode;
  /** The form's accessible name, such as "New project". */
  label: string;
  children: ReactNode;
}) {
  const element = useRef<HTMLFormElement>(null);
  // After a refused submit, the first field with a message takes the focus, wherever the form is scrolled.
  useEffect(() => {
    if (Object.keys(form.errors).length > 0) {
      element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [form.errors]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.busy) onSubmit();
  };
  return (
    // The form's own checks speak the spec's words; the browser's built-in bubbles would not.
    <form ref={element} className="publish-form" aria-label={label} noValidate onSubmit={send}>
      {children}
      <FormMessage error={form.message} />
      {form.upload.progress !== null ? <UploadProgress progress={form.upload.progress} onCancel={form.upload.cancel} /> : null}
      <div className="publish-form__actions">
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {form.busy ? "Saving..." : submitLabel}
        </button>
        {extraActions}
      </div>
    </form>
  );
}
