import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import type { CommentRequest } from "@contract/comments";
import { useTextSubmit } from "@/lib/hooks/use-text-submit";
import { AnswerComposer } from "./answer-composer";

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
 * The owner's answer to one fediverse comment (issue 23): a small box under it, focused when it opens. Once sent, the
 * updated item shows the answer like any comment, marked as replying to the handle.
 */
export function FediverseReplyForm({ commentId, handle, add, onDone }: FediverseReplyFormProps) {
  const [text, setText] = useState("");
  const submit = useTextSubmit({
    schema: (schemas) => schemas.commentRequestSchema,
    values: { text, replyTo: commentId },
    send: (request) => add.mutateAsync({ text: request.text, replyTo: commentId }),
    messages: { done: "Reply sent!", failed: "Error sending reply" },
    onSent: onDone,
  });
  return (
    <AnswerComposer
      submit={submit}
      text={text}
      onText={setText}
      label={`Reply to ${handle}`}
      rows={2}
      sendLabel="Send reply"
      onCancel={onDone}
    />
  );
}
