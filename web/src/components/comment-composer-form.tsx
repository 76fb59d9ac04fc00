import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { toast } from "@/lib/feedback/toast";
import { TEXT_LIMITS } from "@contract/limits";
import { loadSchemas } from "@/api/load-schemas";
import { toastFailure } from "./failure-toast";
import { useViewer } from "@/lib/data/auth";
import { CommentingDisabledNote, Field } from "./form-fields";
import type { CommentComposerProps } from "./comment-composer";
import "./comment-composer.css";

/**
 * The comment box of a logged-in reader: sends only text that holds more than spaces (SPEC section 5) and is cleared
 * once sent. Ctrl+Enter (or Cmd+Enter) sends too. A member whose commenting the owner turned off is told so instead.
 */
export default function CommentComposerForm({ add, className }: CommentComposerProps) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const { commentingDisabled } = useViewer();

  if (commentingDisabled) return <CommentingDisabledNote />;

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const request = (await loadSchemas()).commentRequestSchema.safeParse({ text });
    if (!request.success) {
      setProblem(request.error.issues[0]?.message ?? "Comment text is required.");
      field.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await add.mutateAsync({ text: request.data.text });
      setText("");
      toast.success("Comment added!");
    } catch (error) {
      // The text stays in the box, so nothing typed is lost.
      toastFailure("Error adding comment", error, { withReason: true });
    }
  };

  const sendOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form className={className ? `comment-composer ${className}` : "comment-composer"} onSubmit={(event) => void send(event)} noValidate>
      <Field label="Add a comment" error={problem ?? undefined} alertError describedBy={`${id}-hint`}>
        {(control) => (
          <textarea
            {...control}
            ref={field}
            className="field__input field__textarea"
            name="text"
            rows={3}
            maxLength={TEXT_LIMITS.comment}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (problem) setProblem(null);
            }}
            onKeyDown={sendOnCtrlEnter}
          />
        )}
      </Field>
      <div className="comment-composer__actions">
        <span id={`${id}-hint`} className="comment-composer__hint">
          {text.length}/{TEXT_LIMITS.comment}
        </span>
        <button type="submit" className="button button--primary button--small" aria-busy={add.isPending}>
          {add.isPending ? "Posting..." : "Post comment"}
        </button>
      </div>
    </form>
  );
}
