import type { FediverseReply } from "@contract/fediverse-schemas";
import { loadSchemas } from "@/api/load-schemas";
import { AnswerBox } from "@/components/answer-box";
import { useAnswerFediverseReply } from "../api/fediverse-reply-mutations";

/**
 * The owner's private answer to a private reply (issue 31): it goes to the reply's author alone, as a private
 * mention, and shows nowhere on the site.
 */
export function PrivateAnswerForm({ reply, onDone }: { reply: FediverseReply; onDone: () => void }) {
  const answer = useAnswerFediverseReply();
  return (
    <AnswerBox
      label={`Private answer to ${reply.author.handle}`}
      hint="Only they will see it."
      sendLabel="Send private answer"
      sent="Private answer sent"
      failed="Error sending answer"
      rows={3}
      pending={answer.isPending}
      check={async (text) => {
        const request = (await loadSchemas()).privateAnswerRequestSchema.safeParse({ text });
        return request.success ? { ok: true, text: request.data.text } : { ok: false, message: request.error.issues[0]?.message ?? "Answer text is required." };
      }}
      send={(text) => answer.mutateAsync({ reply, text })}
      onDone={onDone}
    />
  );
}
