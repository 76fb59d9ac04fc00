import type { ShortPostSummary } from "@contract/posts";
import { useState } from "react";
import { ModalDialog } from "@/components/modal-dialog";
import { useDeleteShortPost } from "../api/short-post-mutations";
import type { ShortPostKind } from "../lib/short-post-kind";
import { ShortPostForm } from "./short-post-form";

/** The owner's Edit and Delete on a post's page; the API decides again on every call. */
export function ShortPostOwnerActions({ kind, post, onDeleted }: { kind: ShortPostKind; post: ShortPostSummary; onDeleted: () => void }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteShortPost(kind);

  const confirmDelete = () => {
    if (!window.confirm("Are you sure you want to delete this post?")) return;
    remove.mutate(post._id, {
      onSuccess: onDeleted,
      onError: (error) => {
        console.error("Deleting the post failed", error);
        window.alert("Error deleting post. Try again.");
      },
    });
  };

  return (
    <div className="owner-actions short-post-detail__owner">
      <button type="button" className="button button--small" onClick={() => setEditing(true)}>
        Edit post
      </button>
      <button type="button" className="button button--small button--danger" onClick={confirmDelete} disabled={remove.isPending}>
        {remove.isPending ? "Deleting..." : "Delete post"}
      </button>
      {editing ? (
        <ModalDialog title="Edit post" onClose={() => setEditing(false)}>
          <ShortPostForm kind={kind} post={post} onSaved={() => setEditing(false)} />
        </ModalDialog>
      ) : null}
    </div>
  );
}
