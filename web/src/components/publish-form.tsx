import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import type { ItemKind } from "@contract/item-kinds";
import type { ItemState } from "@contract/item-status";
import { NEW_ITEM_TARGET } from "@contract/autosave";
import { useFormRecovery, type FormValues } from "@/lib/hooks/use-form-recovery";
import { useAutosaveAtOpen, useServerAutosave } from "@/lib/hooks/use-server-autosave";
import { useLeaveGuard } from "@/lib/hooks/use-leave-guard";
import type { PublishForm } from "@/lib/hooks/use-publish-form";
import { formatDateTime } from "@/lib/utils/format-date";
import { AutosaveConflict, AutosaveStatusLine } from "./autosave-notices";
import { FormMessage } from "./form-message";
import { PublishingChoices, type PublishingChoice } from "./publishing-choices";
import { PublishQuestionDialog, usePublishQuestion } from "./publish-question";
import { UploadProgress } from "./upload-progress";
import "./publish-form.css";

/**
 * The frame of an owner form: fields, the message, upload progress with cancel, and the buttons, which say when the
 * item is public (publishing-choices.tsx). Enter in a field sends nothing (issue 31: Enter in Title used to publish a
 * new item, mailing and federating it): every save is a button, the main one keeps the item's state (Save draft for a
 * new item or a draft), and a choice that makes the item public is asked about first, with what will happen
 * (publish-confirmation.tsx). What is typed is kept in this browser until it is saved, and on the server a few
 * seconds after typing pauses, and offered back if the editor was left without saving (use-form-recovery.ts,
 * use-server-autosave.ts); two tabs on one item are told of each other; leaving with changes not saved asks first.
 */
export function PublishFormFrame({
  form,
  kind,
  itemId,
  status,
  onSubmit,
  validate,
  extraActions,
  label,
  recovery,
  children,
}: {
  form: PublishForm;
  kind: ItemKind;
  /** The edited item's id; undefined for a new item. */
  itemId?: string;
  /** The form's own checks, run before the publish question is asked (a refused form asks nothing). */
  validate: () => Record<string, string>;
  /** Where the typed text is kept (editorKey), the text fields, and how to put a kept copy back in them. */
  recovery: { key: string; values: FormValues; restore: (values: FormValues) => void };
  /** The edited item's state; undefined for a new item. */
  status?: ItemState;
  onSubmit: (choice: PublishingChoice) => void;
  extraActions?: ReactNode;
  /** The form's accessible name, such as "New project". */
  label: string;
  children: ReactNode;
}) {
  const element = useRef<HTMLFormElement>(null);
  const target = itemId ?? NEW_ITEM_TARGET;
  const serverCopy = useAutosaveAtOpen(kind, target);
  // A failed read starts from version 0: a copy the server does have then answers the first save with a conflict.
  const atOpen = serverCopy.isError ? null : serverCopy.data;
  const kept = useFormRecovery(recovery.key, recovery.values, recovery.restore, {
    copy: atOpen ? { values: atOpen.values, savedAt: Date.parse(atOpen.savedAt) } : null,
    pending: serverCopy.isPending,
    discard: () => autosave.discard(),
  });
  const autosave = useServerAutosave({
    kind,
    target,
    values: recovery.values,
    dirty: kept.dirty,
    paused: kept.offeredAt !== null || form.busy,
    atOpen,
    restore: recovery.restore,
  });
  useLeaveGuard(kept.dirty && !form.busy);
  // After a refused save, the first field with a message takes the focus, wherever the form is scrolled, its folded
  // section opened (form-section.tsx opens itself too); not while the owner is fixing fields, whose messages follow
  // what they type.
  const { refusals } = form;
  useEffect(() => {
    if (refusals === 0) return;
    const field = element.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const fold = field?.closest("details");
    if (fold && !fold.open) fold.open = true;
    field?.focus();
  }, [refusals]);
  // A message under a field that has been filled since is not true any more: the form's own checks run again as the
  // owner types or chooses a file (a no-op until a save was refused).
  useEffect(() => form.revise(validate()));

  const question = usePublishQuestion(onSubmit, () => form.check(validate()));
  const choose = (choice: PublishingChoice) => {
    if (!form.busy) question.choose(choice);
  };
  // Implicit submission (Enter in a text field) publishes nothing and saves nothing: only the buttons act.
  const ignoreEnter = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    // The form's own checks speak the spec's words; the browser's built-in bubbles would not.
    <form ref={element} className="publish-form" aria-label={label} noValidate onSubmit={ignoreEnter}>
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
      {autosave.theirs ? <AutosaveConflict autosave={autosave} /> : <AutosaveStatusLine autosave={autosave} />}
      <FormMessage error={form.message} />
      {form.upload.progress !== null ? <UploadProgress progress={form.upload.progress} onCancel={form.upload.cancel} /> : null}
      <div className="publish-form__actions">
        <PublishingChoices status={status} busy={form.busy} onChoose={choose} />
        {extraActions}
      </div>
      <PublishQuestionDialog question={question} kind={kind} itemId={itemId} title={recovery.values.title ?? ""} />
    </form>
  );
}
