import type { WritingKind } from "@contract/item-kinds";
import type { Writing } from "@contract/posts";
import { CommentsSection } from "@/components/comments-section";

/** The Comments section of an article or blog: sort select, comment box (or the guest's message), list. */
export function WritingComments({ kind, writing }: { kind: WritingKind; writing: Writing }) {
  return <CommentsSection kind={kind} item={writing} heading="Comments" className="writing-comments" />;
}
