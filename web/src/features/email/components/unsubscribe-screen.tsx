import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { unsubscribePagePath } from "@contract/subscriptions";
import { FormMessage } from "@/components/form-message";
import { usePageMeta } from "@/lib/render/page-meta";
import { unsubscribeViewQueryOptions, useUnsubscribe } from "../api/unsubscribe-queries";
import "./unsubscribe-screen.css";

const TRY_AGAIN = "Could not reach the site. Please try again.";

/**
 * The page an email's unsubscribe link opens (docs/email.md). It never unsubscribes on its own: link scanners open
 * links. Its form POSTs to this address, which works without JavaScript (the server answers with this page,
 * confirmed); with JavaScript the app sends it and shows the same confirmation.
 */
export function UnsubscribeScreen() {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const token = typeof search.t === "string" ? search.t : "";
  usePageMeta({ title: "Unsubscribe", description: "Stop one kind of email from this site." });
  const view = useQuery(unsubscribeViewQueryOptions(token));
  const unsubscribe = useUnsubscribe(token);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!unsubscribe.isPending) unsubscribe.mutate();
  };

  let body;
  if (view.isError) body = <FormMessage error={TRY_AGAIN} />;
  else if (!view.data)
    body = (
      <p role="status" className="unsubscribe__text">
        Checking your link...
      </p>
    );
  else if (view.data.state === "ready")
    body = (
      <form method="post" action={unsubscribePagePath(token)} onSubmit={submit} className="unsubscribe__form">
        <p className="unsubscribe__text">{view.data.message}</p>
        <FormMessage error={unsubscribe.isError ? TRY_AGAIN : null} />
        <button className="unsubscribe__button" type="submit" disabled={unsubscribe.isPending}>
          {unsubscribe.isPending ? "Unsubscribing..." : `Unsubscribe from ${view.data.label}`}
        </button>
      </form>
    );
  else
    body = (
      <>
        <FormMessage notice={{ tone: view.data.state === "invalid" ? "error" : "success", text: view.data.message }} />
        <p className="unsubscribe__text">
          <Link to="/profile">Change your email choices on your profile</Link> (log in first).
        </p>
      </>
    );

  return (
    // The layout's <main> holds it already: one main landmark a page.
    <section className="unsubscribe" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title" className="unsubscribe__title">
        Unsubscribe
      </h1>
      {body}
    </section>
  );
}
