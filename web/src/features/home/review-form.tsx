import { useRef, useState, type FormEvent } from "react";
import { reviewRequestSchema } from "@contract/community";
import { TEXT_LIMITS } from "@contract/limits";
import { StarRatingInput } from "@/components/star-rating-input";
import { useViewer } from "@/lib/auth";
import { communityToast, fieldMessagesOf } from "@/lib/community-feedback";
import { useSubmitReview } from "./api/review-mutations";
import { CommunityField, FormMessage } from "./community-fields";
import { useFormFeedback } from "./use-form-feedback";

const FIELD_ORDER = ["rating", "text"] as const;

/** Anyone may fill it in; sending needs a login. A review waits for the owner's approval before it shows. */
export function ReviewForm() {
  const { loggedIn } = useViewer();
  const submit = useSubmitReview();
  const form = useRef<HTMLFormElement>(null);
  const feedback = useFormFeedback(FIELD_ORDER);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState("");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loggedIn) {
      communityToast.error("You must be logged in to submit a review!");
      return;
    }
    const parsed = reviewRequestSchema.safeParse({ rating: rating ?? undefined, text });
    if (!parsed.success) {
      feedback.refuse(form.current, fieldMessagesOf(parsed.error));
      return;
    }
    feedback.clear();
    submit.mutate(parsed.data, {
      onSuccess: () => {
        communityToast.success("Review submitted and pending approval.");
        setRating(null);
        setText("");
      },
      onError: (error) => {
        communityToast.error("Error submitting review.");
        feedback.fail(form.current, error);
      },
    });
  };

  return (
    <form ref={form} className="community-card community-form" aria-labelledby="review-form-title" noValidate onSubmit={onSubmit}>
      <h3 id="review-form-title" className="community-card__title">
        Leave a review
      </h3>
      <StarRatingInput name="rating" value={rating} onChange={setRating} error={feedback.fields.rating} />
      <CommunityField
        label="Your review"
        name="text"
        rows={4}
        maxLength={TEXT_LIMITS.reviewText}
        value={text}
        onChange={setText}
        error={feedback.fields.text}
      />
      <FormMessage message={feedback.message} />
      <div className="community-form__actions">
        <button type="submit" className="button button--primary" disabled={submit.isPending}>
          {submit.isPending ? "Submitting..." : "Submit review"}
        </button>
        <p className="community-form__note">Reviews appear on the wall once the owner approves them.</p>
      </div>
    </form>
  );
}
