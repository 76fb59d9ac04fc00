import { useRef, useState, type FormEvent } from "react";
import { commentRequestSchema } from "@contract/comments";
import { TEXT_LIMITS } from "@contract/limits";
import { useViewer } from "@/lib/auth";
import { communityToast, fieldMessagesOf } from "@/lib/community-feedback";
import { usePostHomeComment } from "./api/home-comment-mutations";
import { CommunityField, FormMessage } from "./community-fields";
import { LoginPrompt } from "./login-prompt";
import { useFormFeedback } from "./use-form-feedback";

const FIELD_ORDER = ["text"] as const;

/** The comment box: sent only when it holds more than spaces, and cleared once sent (SPEC section 5). */
export function CommentForm() {
  const { loggedIn } = useViewer();
  const post = usePostHomeComment();
  const form = useRef<HTMLFormElement>(null);
  const feedback = useFormFeedback(FIELD_ORDER);
  const [text, setText] = useState("");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loggedIn) {
      communityToast.error("Please log in first!");
      return;
    }
    const parsed = commentRequestSchema.safeParse({ text });
    if (!parsed.success) {
      feedback.refuse(form.current, fieldMessagesOf(parsed.error));
      return;
    }
    feedback.clear();
    post.mutate(parsed.data.text, {
      onSuccess: () => {
        communityToast.success("Comment submitted!");
        setText("");
      },
      onError: (error) => {
        communityToast.error("Error submitting comment");
        feedback.fail(form.current, error);
      },
    });
  };

  return (
    <form ref={form} className="community-card community-form" aria-labelledby="comment-form-title" noValidate onSubmit={onSubmit}>
      <h3 id="comment-form-title" className="community-card__title">
        Leave a comment
      </h3>
      {loggedIn ? null : <LoginPrompt action="join the conversation" />}
      <CommunityField
        label="Your comment"
        name="text"
        rows={3}
        maxLength={TEXT_LIMITS.comment}
        value={text}
        onChange={setText}
        error={feedback.fields.text}
      />
      <FormMessage message={feedback.message} />
      <div className="community-form__actions">
        <button type="submit" className="button button--primary" disabled={post.isPending}>
          {post.isPending ? "Posting..." : "Post comment"}
        </button>
      </div>
    </form>
  );
}
