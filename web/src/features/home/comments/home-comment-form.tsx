import { useState } from "react";
import { CommentingDisabledNote } from "@/components/form-fields";
import { TextComposer } from "@/components/text-composer";
import { useViewer } from "@/lib/data/auth";
import { HOME_TOAST_MS } from "@/lib/feedback/community-feedback";
import { useTextSubmit } from "@/lib/hooks/use-text-submit";
import { usePostHomeComment } from "../api/home-comment-mutations";
import { LoginPrompt } from "../components/login-prompt";

/** The home page's comment box: sent only when it holds more than spaces, and cleared once sent (SPEC section 5). */
export function HomeCommentForm() {
  const { loggedIn, commentingDisabled } = useViewer();
  const post = usePostHomeComment();
  const [text, setText] = useState("");
  const submit = useTextSubmit({
    toastMs: HOME_TOAST_MS,
    schema: (schemas) => schemas.commentRequestSchema,
    values: { text },
    loggedOut: "Please log in first!",
    send: (request) => post.mutateAsync(request.text),
    messages: { done: "Comment submitted!", failed: "Error submitting comment" },
    onSent: () => setText(""),
  });
  if (commentingDisabled) return <CommentingDisabledNote />;
  return (
    <TextComposer
      submit={submit}
      text={text}
      onText={setText}
      label="Your comment"
      required
      sendLabel="Post comment"
      sendingLabel="Posting..."
      largeButton
      className="community-card community-form"
      labelledBy="comment-form-title"
    >
      <h3 id="comment-form-title" className="community-card__title">
        Leave a comment
      </h3>
      {loggedIn ? null : <LoginPrompt action="join the conversation" />}
    </TextComposer>
  );
}
