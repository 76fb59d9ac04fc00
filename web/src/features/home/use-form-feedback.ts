import { useState } from "react";
import { failureDetails, type FieldMessages } from "@/lib/community-feedback";

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
export function useFormFeedback(order: readonly string[]) {
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
