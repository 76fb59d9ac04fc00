import type { Writing } from "@contract/posts";
import { CommentsSection } from "@/components/comments-section";
import { useAddWritingComment, useDeleteWritingComment, useWritingComments } from "../api/writing-engagement";
import type { WritingKind } from "../lib/writing-kind";

/** The Comments section of an article or blog: sort select, comment box (or the guest's message), list. */
export function WritingComments({ kind, writing }: { kind: WritingKind; writing: Writing }) {
  const comments = useWritingComments(kind, writing);
  const add = useAddWritingComment(kind, writing._id);
  const remove = useDeleteWritingComment(kind, writing._id);
  return <CommentsSection kind={kind} heading="Comments" comments={comments} add={add} remove={remove} className="writing-comments" />;
}
