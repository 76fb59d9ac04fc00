import { useState } from "react";
import { TEXT_LIMITS } from "@contract/limits";
import { StarRatingInput } from "@/components/star-rating-input";
import { LongTextField } from "@/components/form-fields";
import { FormMessage } from "@/components/form-message";
import { HOME_TOAST_MS } from "@/lib/feedback/community-feedback";
import { useTextSubmit } from "@/lib/hooks/use-text-submit";
import { useSubmitReview } from "../api/review-mutations";

const FIELD_ORDER = ["rating", "text"] as const;

/** Anyone may fill it in; sending needs a login. A review waits for the owner's approval before it shows. */
export function ReviewForm() {
  const submit = useSubmitReview();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState("");
  const { fields, message, onSubmit } = useTextSubmit({
    toastMs: HOME_TOAST_MS,
    order: FIELD_ORDER,
    schema: (schemas) => schemas.reviewRequestSchema,
    values: { rating: rating ?? undefined, text },
    loggedOut: "You must be logged in to submit a review!",
    send: submit.mutateAsync,
    messages: { done: "Review submitted and pending approval.", failed: "Error submitting review." },
    onSent: () => {
      setRating(null);
      setText("");
    },
  });

  return (
    <form className="community-card community-form" aria-labelledby="review-form-title" noValidate onSubmit={onSubmit}>
      <h3 id="review-form-title" className="community-card__title">
        Leave a review
      </h3>
      <StarRatingInput name="rating" value={rating} onChange={setRating} error={fields.rating} />
      <LongTextField
        label="Your review"
        name="text"
        rows={4}
        maxLength={TEXT_LIMITS.reviewText}
        value={text}
        onChange={setText}
        error={fields.text}
        required
        preview={false}
      />
      <FormMessage error={message} />
      <div className="community-form__actions">
        <button type="submit" className="button button--primary" disabled={submit.isPending}>
          {submit.isPending ? "Submitting..." : "Submit review"}
        </button>
        <p className="community-form__note">Reviews appear on the wall once the owner approves them.</p>
      </div>
    </form>
  );
}
