import { useState } from "react";
import { TextComposer } from "@/components/text-composer";
import { HOME_TOAST_MS } from "@/lib/feedback/community-feedback";
import { useTextSubmit } from "@/lib/hooks/use-text-submit";
import { usePostReply } from "../api/home-comment-mutations";

/** The reply box under one home comment, focused when it opens; an empty reply is refused with SPEC's toast. */
export function HomeReplyForm({ id, commentId, onSent }: { id: string; commentId: string; onSent: () => void }) {
  const post = usePostReply();
  const [text, setText] = useState("");
  const submit = useTextSubmit({
    toastMs: HOME_TOAST_MS,
    schema: (schemas) => schemas.replyRequestSchema,
    values: { text },
    refused: "Please enter a reply",
    send: (request) => post.mutateAsync({ commentId, text: request.text }),
    messages: { done: "Reply submitted!", failed: "Error submitting reply" },
    onSent: () => {
      setText("");
      onSent();
    },
  });
  return (
    <TextComposer
      submit={submit}
      text={text}
      onText={setText}
      label="Your reply"
      rows={2}
      required
      sendLabel="Send reply"
      focusOnOpen
      className="home-comment__reply-form"
      id={id}
    />
  );
}
