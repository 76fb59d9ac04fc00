import type { FediverseReply } from "@contract/fediverse-schemas";
import { useState } from "react";
import { AnswerComposer } from "@/components/answer-composer";
import { useTextSubmit } from "@/lib/hooks/use-text-submit";
import { useAnswerFediverseReply } from "../api/fediverse-reply-mutations";

/**
 * The owner's private answer to a private reply (issue 31): it goes to the reply's author alone, as a private
 * mention, and shows nowhere on the site.
 */
export function PrivateAnswerForm({ reply, onDone }: { reply: FediverseReply; onDone: () => void }) {
  const answer = useAnswerFediverseReply();
  const [text, setText] = useState("");
  const submit = useTextSubmit({
    schema: (schemas) => schemas.privateAnswerRequestSchema,
    values: { text },
    send: (request) => answer.mutateAsync({ reply, text: request.text }),
    messages: { done: "Private answer sent", failed: "Error sending answer" },
    onSent: onDone,
  });
  return (
    <AnswerComposer
      submit={submit}
      text={text}
      onText={setText}
      label={`Private answer to ${reply.author.handle}`}
      hint="Only they will see it."
      sendLabel="Send private answer"
      onCancel={onDone}
    />
  );
}
