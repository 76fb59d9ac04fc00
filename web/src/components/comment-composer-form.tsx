import { TEXT_LIMITS } from "@contract/limits";
import { useId, useState } from "react";
import { useViewer } from "@/lib/data/auth";
import { useTextSubmit } from "@/lib/hooks/use-text-submit";
import { CommentingDisabledNote } from "./form-fields";
import type { CommentComposerProps } from "./comment-composer";
import { TextComposer } from "./text-composer";

/**
 * The comment box of a logged-in reader, with a count of the characters used: sends only text that holds more than
 * spaces (SPEC section 5) and is cleared once sent. A member whose commenting the owner turned off is told so instead.
 */
export default function CommentComposerForm({ add, className }: CommentComposerProps) {
  const [text, setText] = useState("");
  const { commentingDisabled } = useViewer();
  const countId = useId();
  const submit = useTextSubmit({
    schema: (schemas) => schemas.commentRequestSchema,
    values: { text },
    send: (request) => add.mutateAsync({ text: request.text }),
    messages: { done: "Comment added!", failed: "Error adding comment" },
    onSent: () => setText(""),
  });

  if (commentingDisabled) return <CommentingDisabledNote />;
  return (
    <TextComposer
      submit={submit}
      text={text}
      onText={setText}
      label="Add a comment"
      describedBy={countId}
      actions={
        <span id={countId} className="text-composer__count">
          {text.length}/{TEXT_LIMITS.comment}
        </span>
      }
      sendLabel="Post comment"
      sendingLabel="Posting..."
      className={className ? `text-composer ${className}` : "text-composer"}
    />
  );
}
