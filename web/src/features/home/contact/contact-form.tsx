import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { ContactRequest } from "@contract/community";
import { TEXT_LIMITS } from "@contract/limits";
import { profileQueryOptions, useViewer } from "@/lib/data/auth";
import { LongTextField, TextField } from "@/components/form-fields";
import { FormMessage } from "@/components/form-message";
import { HOME_TOAST_MS } from "@/lib/feedback/community-feedback";
import { useTextSubmit } from "@/lib/hooks/use-text-submit";
import { useSendContactMessage } from "../api/contact-mutations";
import { LoginPrompt } from "../components/login-prompt";

const FIELD_ORDER = ["name", "email", "subject", "message"] as const;

type Draft = Partial<ContactRequest>;

/** The contact form needs a login on the client (SPEC section 6); name and email start as the profile's. */
export function ContactForm() {
  const { loggedIn } = useViewer();
  const { data: profile } = useQuery({ ...profileQueryOptions(), enabled: loggedIn });
  const user = loggedIn && profile?.success ? profile.user : null;
  const send = useSendContactMessage();
  // What the visitor typed; a field left untouched shows the profile's value.
  const [draft, setDraft] = useState<Draft>({});
  const values: ContactRequest = {
    name: draft.name ?? user?.name ?? "",
    email: draft.email ?? user?.email ?? "",
    subject: draft.subject ?? "",
    message: draft.message ?? "",
  };
  const edit = (field: keyof ContactRequest) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const { fields, message, onSubmit } = useTextSubmit({
    toastMs: HOME_TOAST_MS,
    order: FIELD_ORDER,
    schema: (schemas) => schemas.contactRequestSchema,
    values,
    loggedOut: "Please log in first!",
    send: send.mutateAsync,
    messages: { done: "Message sent successfully!", failed: "Error sending message" },
    // Name and email stay for a next message; the message itself is gone.
    onSent: () => setDraft(({ name, email }) => ({ name, email })),
  });

  return (
    <form className="community-card community-form" aria-labelledby="contact-form-title" noValidate onSubmit={onSubmit}>
      <h3 id="contact-form-title" className="community-card__title">
        Send a message
      </h3>
      {loggedIn ? null : <LoginPrompt action="send a message" />}
      <div className="community-form__pair">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={TEXT_LIMITS.title}
          value={values.name}
          onChange={edit("name")}
          error={fields.name}
          required
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={TEXT_LIMITS.email}
          value={values.email}
          onChange={edit("email")}
          error={fields.email}
          required
        />
      </div>
      <TextField
        label="Subject"
        name="subject"
        maxLength={TEXT_LIMITS.reportSubject}
        value={values.subject}
        onChange={edit("subject")}
        error={fields.subject}
        required
        autoComplete="off"
      />
      <LongTextField
        label="Message"
        name="message"
        rows={6}
        maxLength={TEXT_LIMITS.contactMessage}
        value={values.message}
        onChange={edit("message")}
        error={fields.message}
        required
        preview={false}
      />
      <FormMessage error={message} />
      <div className="community-form__actions">
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? "Sending..." : "Send message"}
        </button>
      </div>
    </form>
  );
}
