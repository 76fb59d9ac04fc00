import type { UseMutationResult } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import type { CommentRequest } from "@contract/comments";
import { useViewer } from "@/lib/data/auth";

/** SPEC sections 2 and 6: what a guest sees where the comment box would be. */
export const COMMENT_AS_GUEST = "Please log in to comment.";

// The form and its field code come for a logged-in reader only: a guest's item page loads none of it (issue 32).
const CommentComposerForm = lazy(() => import("./comment-composer-form"));

export interface CommentComposerProps {
  /** The kind's comment mutation (POST /api/{kind}/comment/{id}), given the request. */
  add: UseMutationResult<unknown, Error, CommentRequest>;
  className?: string;
}

/** The comment box under an item, or, for a guest, the words that ask them to log in. */
export function CommentComposer(props: CommentComposerProps) {
  const { loggedIn } = useViewer();
  if (!loggedIn) return <p className={props.className ? `text-composer__guest ${props.className}` : "text-composer__guest"}>{COMMENT_AS_GUEST}</p>;
  return (
    <Suspense fallback={null}>
      <CommentComposerForm {...props} />
    </Suspense>
  );
}
