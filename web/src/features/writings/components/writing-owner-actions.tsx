import { ITEM_KINDS, type WritingKind } from "@contract/item-kinds";
import type { Writing } from "@contract/posts";
import { lazy, Suspense } from "react";
import { OwnerActions } from "@/components/owner-actions";

// The edit form loads when the owner opens it: its fields, files and alt texts are no part of a visitor's first load.
const WritingForm = lazy(() => import("./writing-form").then(({ WritingForm }) => ({ default: WritingForm })));

const formLoading = (
  <p className="page-state" role="status">
    Loading...
  </p>
);

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
      renderForm={(close) => (
        <Suspense fallback={formLoading}>
          <WritingForm kind={kind} writing={writing} onSaved={close} />
        </Suspense>
      )}
    />
  );
}
