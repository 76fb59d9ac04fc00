import type { UseMutationResult } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { CommentRequest } from "@contract/comments";
import { TEXT_LIMITS } from "@contract/limits";
import { loadSchemas } from "@/api/load-schemas";
import { toast } from "@/lib/feedback/toast";
import { toastFailure } from "./failure-toast";
import { Field } from "./form-fields";
import "./fediverse-reply-form.css";

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
 * the answer like any comment, marked as replying to the handle; on a refusal the text stays, with the reason.
 */
export function FediverseReplyForm({ commentId, handle, add, onDone }: FediverseReplyFormProps) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => field.current?.focus(), []);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const request = (await loadSchemas()).commentRequestSchema.safeParse({ text, replyTo: commentId });
    if (!request.success) {
      setProblem(request.error.issues[0]?.message ?? "Comment text is required.");
      field.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await add.mutateAsync(request.data);
      toast.success("Reply sent!");
      onDone();
    } catch (error) {
      toastFailure("Error sending reply", error, { withReason: true });
    }
  };

  return (
    <form className="fediverse-reply-form" onSubmit={(event) => void send(event)} noValidate>
      <Field label={`Reply to ${handle}`} error={problem ?? undefined} alertError>
        {(control) => (
          <textarea
            {...control}
            ref={field}
            className="field__input field__textarea"
            name="text"
            rows={2}
            maxLength={TEXT_LIMITS.comment}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (problem) setProblem(null);
            }}
          />
        )}
      </Field>
      <div className="fediverse-reply-form__actions">
        <button type="button" className="button button--small" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--primary button--small" aria-busy={add.isPending}>
          {add.isPending ? "Sending..." : "Send reply"}
        </button>
      </div>
    </form>
  );
}
