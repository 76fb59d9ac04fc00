import type { Writing } from "@contract/posts";
import { OwnerActions } from "@/components/owner-actions";
import { useDeleteWriting } from "../api/writing-mutations";
import { WRITING_COPY, type WritingKind } from "../lib/writing-kind";
import { WritingForm } from "./writing-form";

/** The owner's Edit and Delete on an article or blog page. */
export function WritingOwnerActions({ kind, writing, onDeleted }: { kind: WritingKind; writing: Writing; onDeleted: () => void }) {
  const { singular } = WRITING_COPY[kind];
  const remove = useDeleteWriting(kind);
  return (
    <OwnerActions
      id={writing._id}
      remove={remove}
      editText={`Edit ${singular}`}
      deleteText={`Delete ${singular}`}
      dialogTitle={`Edit ${singular}`}
      confirmQuestion={`Are you sure you want to delete this ${singular}?`}
      deleteFailed={`Error deleting ${singular}. Try again.`}
      onDeleted={onDeleted}
      renderForm={(close) => <WritingForm kind={kind} writing={writing} onSaved={close} />}
    />
  );
}
