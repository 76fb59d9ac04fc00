import type { ShortPostKind } from "@contract/item-kinds";
import type { ShortPost } from "@contract/posts";
import { CommentsSection } from "@/components/comments-section";

/** A post's comments: comment box, sort select and a list that scrolls inside 300 px (SPEC section 9). */
export function ShortPostComments({ kind, post }: { kind: ShortPostKind; post: ShortPost }) {
  return (
    <CommentsSection kind={kind} item={post} heading="Comments" emptyText="0 comment" compact className="short-post-comments" />
  );
}
