import { useQuery } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { contactRequestSchema, type ContactRequest } from "@contract/community";
import { TEXT_LIMITS } from "@contract/limits";
import { profileQueryOptions, useViewer } from "@/lib/auth";
import { communityToast, fieldMessagesOf } from "@/lib/community-feedback";
import { useSendContactMessage } from "./api/contact-mutations";
import { CommunityField, FormMessage } from "./community-fields";
import { LoginPrompt } from "./login-prompt";
import { useFormFeedback } from "./use-form-feedback";

const FIELD_ORDER = ["name", "email", "subject", "message"] as const;

type Draft = Partial<ContactRequest>;

/** The contact form needs a login on the client (SPEC section 6); name and email start as the profile's. */
export function ContactForm() {
  const { loggedIn } = useViewer();
  const { data: profile } = useQuery({ ...profileQueryOptions(), enabled: loggedIn });
  const user = loggedIn && profile?.success ? profile.user : null;
  const send = useSendContactMessage();
  const form = useRef<HTMLFormElement>(null);
  const feedback = useFormFeedback(FIELD_ORDER);
  // What the visitor typed; a field left untouched shows the profile's value.
  const [draft, setDraft] = useState<Draft>({});
  const values: ContactRequest = {
    name: draft.name ?? user?.name ?? "",
    email: draft.email ?? user?.email ?? "",
    subject: draft.subject ?? "",
    message: draft.message ?? "",
  };
  const edit = (field: keyof ContactRequest) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loggedIn) {
      communityToast.error("Please log in first!");
      return;
    }
    const parsed = contactRequestSchema.safeParse(values);
    if (!parsed.success) {
      feedback.refuse(form.current, fieldMessagesOf(parsed.error));
      return;
    }
    feedback.clear();
    send.mutate(parsed.data, {
      onSuccess: () => {
        communityToast.success("Message sent successfully!");
        // Name and email stay for a next message; the message itself is gone.
        setDraft(({ name, email }) => ({ name, email }));
      },
      onError: (error) => {
        communityToast.error("Error sending message");
        feedback.fail(form.current, error);
      },
    });
  };

  return (
    <form ref={form} className="community-card community-form" aria-labelledby="contact-form-title" noValidate onSubmit={onSubmit}>
      <h3 id="contact-form-title" className="community-card__title">
        Send a message
      </h3>
      {loggedIn ? null : <LoginPrompt action="send a message" />}
      <div className="community-form__pair">
        <CommunityField
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={TEXT_LIMITS.title}
          value={values.name}
          onChange={edit("name")}
          error={feedback.fields.name}
        />
        <CommunityField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={TEXT_LIMITS.email}
          value={values.email}
          onChange={edit("email")}
          error={feedback.fields.email}
        />
      </div>
      <CommunityField
        label="Subject"
        name="subject"
        maxLength={TEXT_LIMITS.reportSubject}
        value={values.subject}
        onChange={edit("subject")}
        error={feedback.fields.subject}
      />
      <CommunityField
        label="Message"
        name="message"
        rows={6}
        maxLength={TEXT_LIMITS.contactMessage}
        value={values.message}
        onChange={edit("message")}
        error={feedback.fields.message}
      />
      <FormMessage message={feedback.message} />
      <div className="community-form__actions">
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? "Sending..." : "Send message"}
        </button>
      </div>
    </form>
  );
}
