import { useEffect, useRef, useState, type FormEvent } from "react";
import { TEXT_LIMITS } from "@contract/limits";
import { toast } from "@/lib/feedback/toast";
import { toastFailure } from "./failure-toast";
import { Field } from "./form-fields";
import "./fediverse-reply-form.css";

export interface AnswerBoxProps {
  /** The field's label, naming who is answered. */
  label: string;
  hint?: string;
  /** The send button's words, such as "Send reply". */
  sendLabel: string;
  /** The toasts after a send: "Reply sent!", and the failure's lead ("Error sending reply"). */
  sent: string;
  failed: string;
  rows?: number;
  pending: boolean;
  /** The request checked by its contract schema: the text as it is sent, or the reason it cannot go. */
  check: (text: string) => Promise<{ ok: true; text: string } | { ok: false; message: string }>;
  send: (text: string) => Promise<unknown>;
  onDone: () => void;
}

/**
 * A small box for the owner's answer to one fediverse message, focused when it opens: a public reply under a comment
 * (fediverse-reply-form.tsx) or a private answer in moderation. The text is checked by the contract before it goes;
 * on a refusal it stays, with the reason beside it or in a toast.
 */
export function AnswerBox({ label, hint, sendLabel, sent, failed, rows = 2, pending, check, send, onDone }: AnswerBoxProps) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => field.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const checked = await check(text);
    if (!checked.ok) {
      setProblem(checked.message);
      field.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await send(checked.text);
      toast.success(sent);
      onDone();
    } catch (error) {
      toastFailure(failed, error, { withReason: true });
    }
  };

  return (
    <form className="fediverse-reply-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field label={label} {...(hint ? { hint } : {})} error={problem ?? undefined} alertError>
        {(control) => (
          <textarea
            {...control}
            ref={field}
            className="field__input field__textarea"
            name="text"
            rows={rows}
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
        <button type="submit" className="button button--primary button--small" aria-busy={pending}>
          {pending ? "Sending..." : sendLabel}
        </button>
      </div>
    </form>
  );
}
