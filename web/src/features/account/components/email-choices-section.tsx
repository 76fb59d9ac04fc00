import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { ALL_POSTS, POST_CHOICES, postChoiceLabel, SUBSCRIPTION_MESSAGES, type PostChoice, type Subscriptions } from "@contract/subscriptions";
import { FormMessage } from "@/components/form-message";
import { subscriptionsQueryOptions, useSaveSubscriptions } from "../api/subscriptions-queries";
import { errorMessage, TRY_AGAIN } from "../lib/error-message";
import "./email-choices.css";

const LOAD_FAILED = "Could not load your email choices. Please reload the page.";

/**
 * The profile's email section (issue 24): new posts per kind or all, replies to one's comments, and for the owner the
 * daily moderation digest. Loaded in its own chunk (profile-screen.tsx), so the profile's first load does not grow.
 */
export default function EmailChoicesSection({ isOwner }: { isOwner: boolean }) {
  const headingId = useId();
  const choices = useQuery(subscriptionsQueryOptions());
  if (choices.isError) return <FormMessage error={errorMessage(choices.error, LOAD_FAILED)} />;
  if (!choices.data) {
    return (
      <p className="account-loading" role="status">
        Loading your email choices...
      </p>
    );
  }
  return (
    <section className="account-email" aria-labelledby={headingId}>
      <h2 className="account-email__title" id={headingId}>
        Email
      </h2>
      <EmailChoicesForm stored={choices.data.subscriptions} isOwner={isOwner} />
    </section>
  );
}

function EmailChoicesForm({ stored, isOwner }: { stored: Subscriptions; isOwner: boolean }) {
  const [posts, setPosts] = useState<PostChoice[]>(stored.posts);
  const [replies, setReplies] = useState(stored.replies);
  const [digest, setDigest] = useState(stored.moderationDigest);
  const save = useSaveSubscriptions();
  const everything = posts.includes(ALL_POSTS);

  const toggle = (choice: PostChoice, on: boolean) => {
    save.reset();
    setPosts((current) => (on ? [...current.filter((each) => each !== choice), choice] : current.filter((each) => each !== choice)));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ posts, replies, ...(isOwner ? { moderationDigest: digest } : {}) });
  };

  return (
    <form className="account-form" onSubmit={submit}>
      <fieldset className="account-email__group">
        <legend>Email me new posts</legend>
        {POST_CHOICES.map((choice) => (
          <label className="account-email__choice" key={choice}>
            <input
              type="checkbox"
              name="posts"
              value={choice}
              checked={posts.includes(choice) || (everything && choice !== ALL_POSTS)}
              disabled={everything && choice !== ALL_POSTS}
              onChange={(event) => toggle(choice, event.target.checked)}
            />
            {postChoiceLabel(choice)}
          </label>
        ))}
      </fieldset>
      <label className="account-email__choice">
        <input type="checkbox" name="replies" checked={replies} onChange={(event) => (save.reset(), setReplies(event.target.checked))} />
        Email me replies to my comments
      </label>
      <p className="account-email__note">{SUBSCRIPTION_MESSAGES.repliesOnByDefault} Every email has a one-click unsubscribe link.</p>
      {isOwner ? (
        <label className="account-email__choice">
          <input type="checkbox" name="moderationDigest" checked={digest} onChange={(event) => (save.reset(), setDigest(event.target.checked))} />
          Email me a daily digest of new items to moderate
        </label>
      ) : null}
      <FormMessage
        notice={
          save.isError
            ? { tone: "error", text: errorMessage(save.error, TRY_AGAIN) }
            : save.isSuccess
              ? { tone: "success", text: save.data.message }
              : null
        }
      />
      <div className="account-actions">
        <button className="account-button" type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save email choices"}
        </button>
      </div>
    </form>
  );
}
