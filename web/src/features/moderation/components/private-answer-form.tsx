import type { FediverseReply } from "@contract/fediverse-schemas";
import { TEXT_LIMITS } from "@contract/limits";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { loadSchemas } from "@/api/load-schemas";
import { toastFailure } from "@/components/failure-toast";
import { Field } from "@/components/form-fields";
import { toast } from "@/lib/feedback/toast";
import { useAnswerFediverseReply } from "../api/fediverse-reply-mutations";

/**
 * The owner's private answer to a private reply (issue 31): it goes to the reply's author alone, as a private
 * mention, and shows nowhere on the site. On a refusal the text stays, with the reason.
 */
export function PrivateAnswerForm({ reply, onDone }: { reply: FediverseReply; onDone: () => void }) {
  const answer = useAnswerFediverseReply();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => field.current?.focus(), []);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answer.isPending) return;
    const request = (await loadSchemas()).privateAnswerRequestSchema.safeParse({ text });
    if (!request.success) {
      setProblem(request.error.issues[0]?.message ?? "Answer text is required.");
      field.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await answer.mutateAsync({ reply, text: request.data.text });
      toast.success("Private answer sent");
      onDone();
    } catch (error) {
      toastFailure("Error sending answer", error, { withReason: true });
    }
  };

  return (
    <form className="mod-private-answer" onSubmit={(event) => void send(event)} noValidate>
      <Field label={`Private answer to ${reply.author.handle}`} hint="Only they will see it." error={problem ?? undefined} alertError>
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
          />
        )}
      </Field>
      <div className="mod-message__actions">
        <button type="button" className="button button--small" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--primary button--small" aria-busy={answer.isPending}>
          {answer.isPending ? "Sending..." : "Send private answer"}
        </button>
      </div>
    </form>
  );
}
