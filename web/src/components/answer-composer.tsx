import { TextComposer, type TextComposerProps } from "./text-composer";

/**
 * The owner's box for answering one fediverse message, under it: a public reply under a comment
 * (fediverse-reply-form.tsx) or a private answer in moderation. It takes the keyboard when it opens, and Cancel
 * closes it.
 */
export function AnswerComposer({ onCancel, ...props }: Omit<TextComposerProps, "actions" | "focusOnOpen" | "className"> & { onCancel: () => void }) {
  return (
    <TextComposer
      {...props}
      actions={
        <button type="button" className="button button--small" onClick={onCancel}>
          Cancel
        </button>
      }
      focusOnOpen
      className="text-composer text-composer--answer"
    />
  );
}
