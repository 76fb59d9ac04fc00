import { useState } from "react";
import type { Comment } from "@contract/comments";
import { CommentList } from "@/components/comment-list";
import { CommentSortSelect } from "@/components/comment-sort-select";
import { useSessionHint } from "@/lib/use-session-hint";
import { sortComments, type CommentOrder } from "@/lib/sort-comments";

/** The Comments section of an article or blog: sort select and list (posting comes later). */
export function WritingComments({ comments, total }: { comments: Comment[]; total: number }) {
  const [order, setOrder] = useState<CommentOrder>("oldest");
  const loggedIn = useSessionHint();
  return (
    <section className="writing-comments" aria-labelledby="comments-heading">
      <div className="writing-comments__head">
        <h2 id="comments-heading">Comments</h2>
        <CommentSortSelect value={order} onChange={setOrder} />
      </div>
      {loggedIn ? null : <p className="writing-comments__guest">Please log in to comment.</p>}
      <CommentList comments={sortComments(comments, order)} total={total} />
    </section>
  );
}
