import { lazy, Suspense, useState, type ReactNode } from "react";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { removalMessage } from "@contract/item-status";
import { SECURITY_MESSAGES } from "@contract/security-messages";
import { useDeleteItem, useRestoreItem } from "@/lib/data/item-mutations";
import { toast } from "@/lib/feedback/toast";
import { ModalDialog } from "./modal-dialog";
import { needsFreshProof } from "./fresh-proof";
import "./publish-form.css";

// Only an owner with a second factor, deleting for good a while after proving it, ever needs it: its own chunk, with
// the WebAuthn library.
const ReProofDialog = lazy(() => import("./re-proof-dialog").then((module) => ({ default: module.ReProofDialog })));

export interface OwnerActionsProps {
  kind: ItemKind;
  id: string;
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

/**
 * The owner's Edit (a modal form) and Delete (after a confirm) for one item; the API decides again on every call. A
 * delete moves the item to the trash (issue 22), and the toast that says so offers it back; a delete of an item
 * already in the trash is for good, and its toast says that instead.
 */
export function OwnerActions({ kind, id, confirmQuestion, deleteFailed, onDeleted, renderForm, ...labels }: OwnerActionsProps) {
  const [editing, setEditing] = useState(false);
  // Deleting for good from the trash asks for a second factor proved in the last 10 minutes (issue 34).
  const [provingAgain, setProvingAgain] = useState(false);
  const { label } = ITEM_KINDS[kind];
  const remove = useDeleteItem(kind);
  const restore = useRestoreItem(kind, {
    onError: () => toast.error(`Could not restore the ${label}. It is in the trash.`),
  });
  const undo = () => restore.mutate(id);

  const confirmDelete = () => {
    if (window.confirm(confirmQuestion)) deleteItem();
  };

  const deleteItem = () => {
    remove.mutate(id, {
      onSuccess: (message) => {
        // The server's answer, not an assumption: a delete from the trash is for good, and has no Undo.
        if (message === removalMessage(label, "trashed")) {
          toast(
            <span className="owner-actions__undo">
              {message}
              <button type="button" className="button button--small" onClick={undo}>
                Undo
              </button>
            </span>,
          );
        } else toast(message);
        onDeleted?.();
      },
      onError: (error) => {
        if (needsFreshProof(error, SECURITY_MESSAGES.freshProofNeeded)) {
          setProvingAgain(true);
          return;
        }
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
      {provingAgain ? (
        <Suspense fallback={null}>
          <ReProofDialog
            onClose={() => setProvingAgain(false)}
            onProved={() => {
              setProvingAgain(false);
              deleteItem();
            }}
          />
        </Suspense>
      ) : null}
      {editing ? (
        <ModalDialog title={labels.dialogTitle} onClose={() => setEditing(false)}>
          {renderForm(() => setEditing(false))}
        </ModalDialog>
      ) : null}
    </div>
  );
}
