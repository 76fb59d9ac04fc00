import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import type { ItemState } from "@contract/item-status";
import { useFormRecovery, type FormValues } from "@/lib/hooks/use-form-recovery";
import { useLeaveGuard } from "@/lib/hooks/use-leave-guard";
import type { PublishForm } from "@/lib/hooks/use-publish-form";
import { formatDateTime } from "@/lib/utils/format-date";
import { FormMessage } from "./form-message";
import { PublishingChoices, type PublishingChoice } from "./publishing-choices";
import { UploadProgress } from "./upload-progress";
import "./publish-form.css";

/**
 * The frame of an owner form: fields, the message, upload progress with cancel, and the buttons, which say when the
 * item is public (publishing-choices.tsx). The main button (and Enter) keeps the item's state. What is typed is kept
 * in this browser until it is saved, and offered back if the editor was left without saving (use-form-recovery.ts);
 * leaving with changes not saved asks first.
 */
export function PublishFormFrame({
  form,
  status,
  onSubmit,
  submitLabel,
  extraActions,
  label,
  recovery,
  children,
}: {
  form: PublishForm;
  /** Where the typed text is kept (editorKey), the text fields, and how to put a kept copy back in them. */
  recovery: { key: string; values: FormValues; restore: (values: FormValues) => void };
  /** The edited item's state; undefined for a new item. */
  status?: ItemState;
  onSubmit: (choice: PublishingChoice) => void;
  submitLabel: string;
  extraActions?: ReactNode;
  /** The form's accessible name, such as "New project". */
  label: string;
  children: ReactNode;
}) {
  const element = useRef<HTMLFormElement>(null);
  const kept = useFormRecovery(recovery.key, recovery.values, recovery.restore);
  useLeaveGuard(kept.dirty && !form.busy);
  // After a refused submit, the first field with a message takes the focus, wherever the form is scrolled.
  useEffect(() => {
    if (Object.keys(form.errors).length > 0) {
      element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [form.errors]);

  const choose = (choice: PublishingChoice) => {
    if (!form.busy) onSubmit(choice);
  };
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A new item's main button publishes it now; an edit's keeps its state.
    choose(status === undefined ? { status: "published" } : {});
  };
  return (
    // The form's own checks speak the spec's words; the browser's built-in bubbles would not.
    <form ref={element} className="publish-form" aria-label={label} noValidate onSubmit={send}>
      {kept.offeredAt !== null ? (
        <div className="publish-form__recovery" role="status">
          <p>
            {`Text you typed on ${formatDateTime(new Date(kept.offeredAt).toISOString()) ?? "an earlier visit"} was not saved.`} Files are not
            kept: choose them again.
          </p>
          <button type="button" className="button button--small button--primary" onClick={kept.accept}>
            Restore the text
          </button>
          <button type="button" className="button button--small" onClick={kept.dismiss}>
            Discard it
          </button>
        </div>
      ) : null}
      {children}
      <FormMessage error={form.message} />
      {form.upload.progress !== null ? <UploadProgress progress={form.upload.progress} onCancel={form.upload.cancel} /> : null}
      <div className="publish-form__actions">
        <PublishingChoices status={status} submitLabel={submitLabel} busy={form.busy} onChoose={choose} />
        {extraActions}
      </div>
    </form>
  );
}
