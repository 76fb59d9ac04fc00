import type { ShortPostKind } from "@contract/item-kinds";
import type { ShortPost } from "@contract/posts";
import { lazy, Suspense } from "react";
import { OwnerActions } from "@/components/owner-actions";

// The edit form loads when the owner opens it: its fields, files and alt texts are no part of a visitor's first load.
const ShortPostForm = lazy(() => import("./short-post-form").then(({ ShortPostForm }) => ({ default: ShortPostForm })));

const formLoading = (
  <p className="page-state" role="status">
    Loading...
  </p>
);

/** The owner's Edit and Delete on a post's page. */
export function ShortPostOwnerActions({ kind, post, onDeleted }: { kind: ShortPostKind; post: ShortPost; onDeleted: () => void }) {
  return (
    <OwnerActions
      className="short-post-detail__owner"
      id={post._id}
      kind={kind}
      editText="Edit post"
      deleteText="Delete post"
      dialogTitle="Edit post"
      confirmQuestion="Are you sure you want to delete this post?"
      deleteFailed="Error deleting post. Try again."
      onDeleted={onDeleted}
      renderForm={(close) => (
        <Suspense fallback={formLoading}>
          <ShortPostForm kind={kind} post={post} onSaved={close} />
        </Suspense>
      )}
    />
  );
}
