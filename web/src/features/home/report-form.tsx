import { useState } from "react";
import { TEXT_LIMITS } from "@contract/limits";
import { LongTextField, TextField } from "@/components/form-fields";
import { FormMessage } from "@/components/form-message";
import { useSubmitReport } from "./api/report-mutations";
import { useCommunityForm } from "./use-form-feedback";

const FIELD_ORDER = ["subject", "description"] as const;

export function ReportForm() {
  const submit = useSubmitReport();
  const [subject, setSubject] = useState("");
  const [description, setDescription] = useState("");
  const { form, fields, message, onSubmit } = useCommunityForm({
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
    <form ref={form} className="community-card community-form" aria-labelledby="report-form-title" noValidate onSubmit={onSubmit}>
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
