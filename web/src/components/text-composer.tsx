import type { KeyboardEvent, ReactNode } from "react";
import { TEXT_LIMITS } from "@contract/limits";
import type { TextSubmit } from "@/lib/hooks/use-text-submit";
import { LongTextField } from "./form-fields";
import { FormMessage } from "./form-message";
import "./text-composer.css";

export interface TextComposerProps {
  /** The form's state, from useTextSubmit. */
  submit: TextSubmit;
  text: string;
  onText: (text: string) => void;
  label: string;
  hint?: string;
  rows?: number;
  /** Marks the field required (the home page's forms, whose every field is). */
  required?: boolean;
  /** Ids of what else describes the field, such as a character count in `actions`. */
  describedBy?: string;
  /** The send button's words, and what it says while sending. */
  sendLabel: string;
  sendingLabel?: string;
  /** The home page's cards have a full-size button; a box under an entry a small one. */
  largeButton?: boolean;
  /** What stands before the send button: a count, a Cancel button. */
  actions?: ReactNode;
  /** The box opens because the visitor asked for it: the keyboard goes straight there. */
  focusOnOpen?: boolean;
  className: string;
  id?: string;
  labelledBy?: string;
  /** What stands above the field: a heading, a prompt to log in. */
  children?: ReactNode;
}

/** Ctrl+Enter (Cmd+Enter) sends, as in the comment boxes people know. */
function sendOnCtrlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
}

/**
 * The one box of the site in which a comment, a reply or an answer is written: a labelled text field with the
 * comment limit, its message beside it and the server's words under it, and the send button. What is typed stays
 * until it is sent.
 */
export function TextComposer({ submit, text, onText, sendLabel, sendingLabel = "Sending...", largeButton, actions, focusOnOpen, ...props }: TextComposerProps) {
  const { className, id, labelledBy, children, rows = 3, ...field } = props;
  return (
    <form id={id} className={className} aria-labelledby={labelledBy} noValidate onSubmit={submit.onSubmit}>
      {children}
      <LongTextField
        {...field}
        // It opens because the visitor asked for it (Reply, Answer privately), never on its own with the page.
        autoFocus={focusOnOpen}
        name="text"
        rows={rows}
        maxLength={TEXT_LIMITS.comment}
        value={text}
        onChange={(value) => {
          onText(value);
          submit.edited("text");
        }}
        onKeyDown={sendOnCtrlEnter}
        error={submit.fields.text}
        alertError
        preview={false}
      />
      <FormMessage error={submit.message} />
      <div className="text-composer__actions">
        {actions}
        <button type="submit" className={largeButton ? "button button--primary" : "button button--primary button--small"} aria-busy={submit.pending}>
          {submit.pending ? sendingLabel : sendLabel}
        </button>
      </div>
    </form>
  );
}
