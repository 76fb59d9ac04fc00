import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { ApiError } from "@/api/client";
import { loadSchemas, type SchemaPick } from "@/api/load-schemas";
import { useViewer } from "@/lib/data/auth";
import type { OutcomeMessages } from "@/lib/feedback/community-feedback";
import { toast } from "@/lib/feedback/toast";

/** Field name to the message shown beside that field. */
export type FieldMessages = Record<string, string>;

/** The first message of each field a contract schema refused, for showing beside the fields before sending. */
function fieldMessagesOf(error: z.ZodError): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

/** What a refused call tells the form beyond the spec's toast: field messages, or the server's own words. */
interface FailureDetails {
  fields: FieldMessages;
  /** Shown under the form: why a 429 must wait (and for how long), why a 401 or 403 was refused. */
  message: string | null;
}

function failureDetails(error: unknown): FailureDetails {
  if (!(error instanceof ApiError)) return { fields: {}, message: null };
  const fields = error.errors;
  const hasFields = Object.keys(fields).length > 0;
  // A 400 with field messages says it all beside the fields; any other refusal is explained in its own words.
  if (error.status === 400 && hasFields) return { fields, message: null };
  if (error.status >= 500) return { fields, message: null };
  return { fields, message: error.message };
}

/** What one form of the site's community (comments, replies, answers, reviews, reports, messages) sends and says. */
export interface TextSubmitOptions<Request> {
  /** The field names in the form's order: the keyboard goes to the first one with a message. A box has one, `text`. */
  order?: readonly string[];
  /** The contract schema the input must pass before anything is sent (loaded with zod on first use). */
  schema: SchemaPick<z.ZodType<Request>>;
  /** What the form holds now. */
  values: unknown;
  /** The call, given the parsed request; its answer is not read here. */
  send: (request: Request) => Promise<unknown>;
  /** The toasts once it is sent, or once the server refused it. */
  messages: OutcomeMessages;
  /** Clears what was sent, or closes the form. */
  onSent: () => void;
  /** The toast for a guest, who sends nothing; forms never shown to a guest leave it out. */
  loggedOut?: string;
  /** A toast in place of the field messages when the input is refused before sending (SPEC's 'Please enter a reply'). */
  refused?: string;
  /** How long its toasts stay: the home page's sections keep theirs 5000 ms (SPEC section 9), the app's 3000. */
  toastMs?: number;
}

/** The form's state as its fields and buttons show it. */
export interface TextSubmit {
  /** Each field's message, shown beside it. */
  fields: FieldMessages;
  /** The server's own words when they are about no field (a 429's wait, a 403), shown under the form. */
  message: string | null;
  /** Sending: the button says so, and a second submit is ignored until the answer. */
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A field was changed: its message goes, so a fixed field no longer says what was wrong with it. */
  edited: (name: string) => void;
}

/**
 * The one submit of the community's forms: a guest is told to log in; input the contract refuses is explained beside
 * its fields (or in a toast, where SPEC says so), with the keyboard on the first; otherwise it is sent, then toasted
 * and cleared, or toasted with the server's reasons shown in the form and what was typed kept.
 */
export function useTextSubmit<Request>(options: TextSubmitOptions<Request>): TextSubmit {
  const { order = ["text"], schema, values, send, messages, onSent, loggedOut, refused, toastMs } = options;
  const { loggedIn } = useViewer();
  const [fields, setFields] = useState<FieldMessages>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const say = (kind: "success" | "error", text: string) => toast[kind](text, toastMs ? { autoClose: toastMs } : undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    /** Shows the messages, and puts the keyboard on the first field (in the form's order) that has one. */
    const show = (shown: FieldMessages, under: string | null, focus = order.find((name) => shown[name])) => {
      setFields(shown);
      setMessage(under);
      if (focus) form.querySelector<HTMLElement>(`[name="${focus}"]`)?.focus();
    };
    if (pending) return;
    if (loggedOut && !loggedIn) return say("error", loggedOut);
    const parsed = schema(await loadSchemas()).safeParse(values);
    if (!parsed.success) {
      if (!refused) return show(fieldMessagesOf(parsed.error), null);
      say("error", refused);
      return show({}, null, order[0]);
    }
    show({}, null);
    setPending(true);
    try {
      await send(parsed.data);
      say("success", messages.done);
      onSent();
    } catch (error) {
      say("error", messages.failed);
      const details = failureDetails(error);
      show(details.fields, details.message);
    } finally {
      setPending(false);
    }
  };

  return {
    fields,
    message,
    pending,
    onSubmit: (event) => void onSubmit(event),
    edited: (name) => fields[name] && setFields(({ [name]: _gone, ...rest }) => rest),
  };
}
