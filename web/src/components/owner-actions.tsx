import type { UseMutationResult } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ModalDialog } from "./modal-dialog";
import "./publish-form.css";

export interface OwnerActionsProps {
  id: string;
  /** The kind's delete mutation, given the item's id. */
  remove: UseMutationResult<void, Error, string>;
  /** The button texts, and accessible names where the text alone would be ambiguous (one per card). */
  editText: string;
  deleteText: string;
  editName?: string;
  deleteName?: string;
  dialogTitle: string;
  /** SPEC section 5's question before deleting, and the alert when deleting fails. */
  confirmQuestion: string;
  deleteFailed: string;
  onDeleted?: () => void;
  /** The edit form; `close` shuts the dialog once it has saved. */
  renderForm: (close: () => void) => ReactNode;
  className?: string;
}

/** The owner's Edit (a modal form) and Delete (after a confirm) for one item; the API decides again on every call. */
export function OwnerActions({ id, remove, confirmQuestion, deleteFailed, onDeleted, renderForm, ...labels }: OwnerActionsProps) {
  const [editing, setEditing] = useState(false);

  const confirmDelete = () => {
    if (!window.confirm(confirmQuestion)) return;
    remove.mutate(id, {
      onSuccess: () => onDeleted?.(),
      onError: (error) => {
        console.error(deleteFailed, error);
        window.alert(deleteFailed);
      },
    });
  };

  return (
    <div className={labels.className ? `owner-actions ${labels.className}` : "owner-actions"}>
      <button type="button" className="button button--small" onClick={() => setEditing(true)} aria-label={labels.editName}>
        {labels.editText}
      </button>
      <button
        type="button"
        className="button button--small button--danger"
        onClick={confirmDelete}
        disabled={remove.isPending}
        aria-label={labels.deleteName}
      >
        {remove.isPending ? "Deleting..." : labels.deleteText}
      </button>
      {editing ? (
        <ModalDialog title={labels.dialogTitle} onClose={() => setEditing(false)}>
          {renderForm(() => setEditing(false))}
        </ModalDialog>
      ) : null}
    </div>
  );
}
