import { useState } from "react";
import { TEXT_LIMITS } from "@contract/limits";
import { LongTextField, TextField } from "@/components/form-fields";
import { FormMessage } from "@/components/form-message";
import { HOME_TOAST_MS } from "@/lib/feedback/community-feedback";
import { useTextSubmit } from "@/lib/hooks/use-text-submit";
import { useSubmitReport } from "../api/report-mutations";

const FIELD_ORDER = ["subject", "description"] as const;

export function ReportForm() {
  const submit = useSubmitReport();
  const [subject, setSubject] = useState("");
  const [description, setDescription] = useState("");
  const { fields, message, onSubmit } = useTextSubmit({
    toastMs: HOME_TOAST_MS,
    order: FIELD_ORDER,
    schema: (schemas) => schemas.reportRequestSchema,
    values: { subject, description },
    loggedOut: "Please log in first!",
    send: submit.mutateAsync,
    messages: { done: "Report submitted! (Pending review)", failed: "Error submitting report" },
    onSent: () => {
      setSubject("");
      setDescription("");
    },
  });

  return (
    <form className="community-card community-form" aria-labelledby="report-form-title" noValidate onSubmit={onSubmit}>
      <h3 id="report-form-title" className="community-card__title">
        Send a report
      </h3>
      <TextField
        label="Subject"
        name="subject"
        maxLength={TEXT_LIMITS.reportSubject}
        value={subject}
        onChange={setSubject}
        error={fields.subject}
        required
        autoComplete="off"
      />
      <LongTextField
        label="Description"
        name="description"
        rows={5}
        maxLength={TEXT_LIMITS.reportDescription}
        value={description}
        onChange={setDescription}
        error={fields.description}
        hint="What happened, on which page, and what you expected instead."
        required
        preview={false}
      />
      <FormMessage error={message} />
      <div className="community-form__actions">
        <button type="submit" className="button button--primary" disabled={submit.isPending}>
          {submit.isPending ? "Sending..." : "Send report"}
        </button>
      </div>
    </form>
  );
}
