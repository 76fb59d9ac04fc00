import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { useViewer } from "@/lib/data/auth";
import { loadSchemas, type SchemaPick } from "@/api/load-schemas";
import { communityToast, failureDetails, fieldMessagesOf, type FieldMessages, type OutcomeMessages } from "@/lib/feedback/community-feedback";

/** Puts the keyboard on the first field (in the form's order) that has a message. */
function focusFirst(form: HTMLFormElement | null, order: readonly string[], fields: FieldMessages): void {
  const first = order.find((name) => fields[name]);
  if (!form || !first) return;
  form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/**
 * A community form's messages beside its fields and under it: set when the contract refuses the input
 * before sending, or when the server refuses it (400 field messages, or a 429 saying how long to wait).
 */
function useFormFeedback(order: readonly string[]) {
  const [fields, setFields] = useState<FieldMessages>({});
  const [message, setMessage] = useState<string | null>(null);
  return {
    fields,
    message,
    clear() {
      setFields({});
      setMessage(null);
    },
    /** The input was refused before sending: show why beside each field. */
    refuse(form: HTMLFormElement | null, refused: FieldMessages) {
      setFields(refused);
      setMessage(null);
      focusFirst(form, order, refused);
    },
    /** The server said no: its field messages beside the fields, anything else in its own words. */
    fail(form: HTMLFormElement | null, error: unknown) {
      const details = failureDetails(error);
      setFields(details.fields);
      setMessage(details.message);
      focusFirst(form, order, details.fields);
    },
  };
}

/** What one community form sends, and what it says. */
export interface CommunitySubmit<Request> {
  /** The field names in the form's order: the keyboard goes to the first one with a message. */
  order: readonly string[];
  /** The contract schema the input must pass before anything is sent (loaded with zod on first use). */
  schema: SchemaPick<z.ZodType<Request>>;
  /** What the form holds now. */
  values: unknown;
  /** The toast for a guest, who sends nothing. */
  loggedOut: string;
  /** The call, given the parsed request; its answer is not read here. */
  send: (request: Request) => Promise<unknown>;
  messages: OutcomeMessages;
  /** Clears what was sent. */
  onSent: () => void;
}

/**
 * The submit of the home page's community forms: a guest is told to log in; input the contract refuses is
 * explained beside its fields; otherwise it is sent, then toasted and cleared, or toasted with the server's
 * reasons shown.
 */
export function useCommunityForm<Request>({ order, schema, values, loggedOut, send, messages, onSent }: CommunitySubmit<Request>) {
  const { loggedIn } = useViewer();
  const form = useRef<HTMLFormElement>(null);
  const feedback = useFormFeedback(order);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loggedIn) {
      communityToast.error(loggedOut);
      return;
    }
    const parsed = schema(await loadSchemas()).safeParse(values);
    if (!parsed.success) {
      feedback.refuse(form.current, fieldMessagesOf(parsed.error));
      return;
    }
    feedback.clear();
    send(parsed.data).then(
      () => {
        communityToast.success(messages.done);
        onSent();
      },
      (error: unknown) => {
        communityToast.error(messages.failed);
        feedback.fail(form.current, error);
      },
    );
  };

  return { form, fields: feedback.fields, message: feedback.message, onSubmit };
}
