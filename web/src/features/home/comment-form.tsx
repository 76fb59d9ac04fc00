import { useState } from "react";
import { TEXT_LIMITS } from "@contract/limits";
import { useViewer } from "@/lib/data/auth";
import { CommentingDisabledNote, LongTextField } from "@/components/form-fields";
import { FormMessage } from "@/components/form-message";
import { usePostHomeComment } from "./api/home-comment-mutations";
import { LoginPrompt } from "./login-prompt";
import { useCommunityForm } from "./use-form-feedback";

const FIELD_ORDER = ["text"] as const;

/** The comment box: sent only when it holds more than spaces, and cleared once sent (SPEC section 5). */
export function CommentForm() {
  const { loggedIn, commentingDisabled } = useViewer();
  const post = usePostHomeComment();
  const [text, setText] = useState("");
  const { form, fields, message, onSubmit } = useCommunityForm({
    order: FIELD_ORDER,
    schema: (schemas) => schemas.commentRequestSchema,
    values: { text },
    loggedOut: "Please log in first!",
    send: (request) => post.mutateAsync(request.text),
    messages: { done: "Comment submitted!", failed: "Error submitting comment" },
    onSent: () => setText(""),
  });

  if (commentingDisabled) return <CommentingDisabledNote />;
  return (
    <form ref={form} className="community-card community-form" aria-labelledby="comment-form-title" noValidate onSubmit={onSubmit}>
      <h3 id="comment-form-title" className="community-card__title">
        Leave a comment
      </h3>
      {loggedIn ? null : <LoginPrompt action="join the conversation" />}
      <LongTextField
        label="Your comment"
        name="text"
        rows={3}
        maxLength={TEXT_LIMITS.comment}
        value={text}
        onChange={setText}
        error={fields.text}
        required
        preview={false}
      />
      <FormMessage error={message} />
      <div className="community-form__actions">
        <button type="submit" className="button button--primary" disabled={post.isPending}>
          {post.isPending ? "Posting..." : "Post comment"}
        </button>
      </div>
    </form>
  );
}
