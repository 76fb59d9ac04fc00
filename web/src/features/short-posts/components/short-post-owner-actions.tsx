import type { ShortPostKind } from "@contract/item-kinds";
import type { ShortPost } from "@contract/posts";
import { OwnerActions } from "@/components/owner-actions";
import { ShortPostForm } from "./short-post-form";

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
      renderForm={(close) => <ShortPostForm kind={kind} post={post} onSaved={close} />}
    />
  );
}
