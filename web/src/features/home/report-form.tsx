import { useRef, useState, type FormEvent } from "react";
import { reportRequestSchema } from "@contract/community";
import { TEXT_LIMITS } from "@contract/limits";
import { useViewer } from "@/lib/auth";
import { communityToast, fieldMessagesOf } from "@/lib/community-feedback";
import { useSubmitReport } from "./api/report-mutations";
import { CommunityField, FormMessage } from "./community-fields";
import { useFormFeedback } from "./use-form-feedback";

const FIELD_ORDER = ["subject", "description"] as const;

export function ReportForm() {
  const { loggedIn } = useViewer();
  const submit = useSubmitReport();
  const form = useRef<HTMLFormElement>(null);
  const feedback = useFormFeedback(FIELD_ORDER);
  const [subject, setSubject] = useState("");
  const [description, setDescription] = useState("");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loggedIn) {
      communityToast.error("Please log in first!");
      return;
    }
    const parsed = reportRequestSchema.safeParse({ subject, description });
    if (!parsed.success) {
      feedback.refuse(form.current, fieldMessagesOf(parsed.error));
      return;
    }
    feedback.clear();
    submit.mutate(parsed.data, {
      onSuccess: () => {
        communityToast.success("Report submitted! (Pending review)");
        setSubject("");
        setDescription("");
      },
      onError: (error) => {
        communityToast.error("Error submitting report");
        feedback.fail(form.current, error);
      },
    });
  };

  return (
    <form ref={form} className="community-card community-form" aria-labelledby="report-form-title" noValidate onSubmit={onSubmit}>
      <h3 id="report-form-title" className="community-card__title">
        Send a report
      </h3>
      <CommunityField
        label="Subject"
        name="subject"
        maxLength={TEXT_LIMITS.reportSubject}
        value={subject}
        onChange={setSubject}
        error={feedback.fields.subject}
      />
      <CommunityField
        label="Description"
        name="description"
        rows={5}
        maxLength={TEXT_LIMITS.reportDescription}
        value={description}
        onChange={setDescription}
        error={feedback.fields.description}
        hint="What happened, on which page, and what you expected instead."
      />
      <FormMessage message={feedback.message} />
      <div className="community-form__actions">
        <button type="submit" className="button button--primary" disabled={submit.isPending}>
          {submit.isPending ? "Sending..." : "Send report"}
        </button>
      </div>
    </form>
  );
}
