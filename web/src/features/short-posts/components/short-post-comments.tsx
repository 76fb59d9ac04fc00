import type { ShortPost } from "@contract/posts";
import { CommentsSection } from "@/components/comments-section";
import { useAddShortPostComment, useDeleteShortPostComment, useShortPostComments } from "../api/short-post-engagement";
import { API_KIND, SHORT_POST_COPY, type ShortPostKind } from "../lib/short-post-kind";

/** A post's comments: comment box, sort select and a list that scrolls inside 300 px (SPEC section 9). */
export function ShortPostComments({ kind, post }: { kind: ShortPostKind; post: ShortPost }) {
  const comments = useShortPostComments(kind, post);
  const add = useAddShortPostComment(kind, post._id);
  const remove = useDeleteShortPostComment(kind, post._id);
  return (
    <CommentsSection
      kind={API_KIND[kind]}
      heading="Comments"
      comments={comments}
      add={add}
      remove={remove}
      emptyText="0 comment"
      compact
      hideDefaultAvatar={SHORT_POST_COPY[kind].hideDefaultAvatar}
      className="short-post-comments"
    />
  );
}
