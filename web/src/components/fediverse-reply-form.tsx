import type { UseMutationResult } from "@tanstack/react-query";
import type { CommentRequest } from "@contract/comments";
import { loadSchemas } from "@/api/load-schemas";
import { AnswerBox } from "./answer-box";

export interface FediverseReplyFormProps {
  /** The fediverse comment answered. */
  commentId: string;
  /** Its author's handle, named in the field's label. */
  handle: string;
  /** The kind's comment mutation: the answer goes as {text, replyTo}, and is delivered to the author's server. */
  add: UseMutationResult<unknown, Error, CommentRequest>;
  onDone: () => void;
}

/**
 * The owner's answer to one fediverse comment (issue 23): a small box under it. Once sent, the updated item shows
 * the answer like any comment, marked as replying to the handle.
 */
export function FediverseReplyForm({ commentId, handle, add, onDone }: FediverseReplyFormProps) {
  return (
    <AnswerBox
      label={`Reply to ${handle}`}
      sendLabel="Send reply"
      sent="Reply sent!"
      failed="Error sending reply"
      pending={add.isPending}
      check={async (text) => {
        const request = (await loadSchemas()).commentRequestSchema.safeParse({ text, replyTo: commentId });
        return request.success ? { ok: true, text: request.data.text } : { ok: false, message: request.error.issues[0]?.message ?? "Comment text is required." };
      }}
      send={(text) => add.mutateAsync({ text, replyTo: commentId })}
      onDone={onDone}
    />
  );
}
