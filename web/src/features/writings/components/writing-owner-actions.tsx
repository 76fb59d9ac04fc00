import type { WritingSummary } from "@contract/posts";
import { useState } from "react";
import { ModalDialog } from "@/components/modal-dialog";
import { useDeleteWriting } from "../api/writing-mutations";
import { WRITING_COPY, type WritingKind } from "../lib/writing-kind";
import { WritingForm } from "./writing-form";

/** The owner's Edit and Delete on an article or blog page; the API decides again on every call. */
export function WritingOwnerActions({ kind, writing, onDeleted }: { kind: WritingKind; writing: WritingSummary; onDeleted: () => void }) {
  const { singular } = WRITING_COPY[kind];
  const [editing, setEditing] = useState(false);
  const remove = useDeleteWriting(kind);

  const confirmDelete = () => {
    if (!window.confirm(`Are you sure you want to delete this ${singular}?`)) return;
    remove.mutate(writing._id, {
      onSuccess: onDeleted,
      onError: (error) => {
        console.error(`Deleting the ${singular} failed`, error);
        window.alert(`Error deleting ${singular}. Try again.`);
      },
    });
  };

  return (
    <div className="owner-actions">
      <button type="button" className="button button--small" onClick={() => setEditing(true)}>
        Edit {singular}
      </button>
      <button type="button" className="button button--small button--danger" onClick={confirmDelete} disabled={remove.isPending}>
        {remove.isPending ? "Deleting..." : `Delete ${singular}`}
      </button>
      {editing ? (
        <ModalDialog title={`Edit ${singular}`} onClose={() => setEditing(false)}>
          <WritingForm kind={kind} writing={writing} onSaved={() => setEditing(false)} />
        </ModalDialog>
      ) : null}
    </div>
  );
}
