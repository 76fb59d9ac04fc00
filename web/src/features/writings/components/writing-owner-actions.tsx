import { ITEM_KINDS, type WritingKind } from "@contract/item-kinds";
import type { Writing } from "@contract/posts";
import { OwnerActions } from "@/components/owner-actions";
import { WritingForm } from "./writing-form";

/** The owner's Edit and Delete on an article or blog page. */
export function WritingOwnerActions({ kind, writing, onDeleted }: { kind: WritingKind; writing: Writing; onDeleted: () => void }) {
  const { label: singular } = ITEM_KINDS[kind];
  return (
    <OwnerActions
      id={writing._id}
      kind={kind}
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
