import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { SessionSummary } from "@contract/sessions";
import { FormMessage } from "@/components/form-message";
import { sessionsQueryOptions, useEndOtherSessions, useEndSession } from "../api/sessions-queries";
import { errorMessage, TRY_AGAIN } from "../lib/error-message";
import "./sessions-section.css";

const LOAD_FAILED = "Could not load your sessions. Please reload the page.";

const when = (iso: string) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "an unknown time";

/**
 * The profile's Sessions section (issue 34): every browser signed in to this account, this one marked, each with an
 * End button, and "End all other sessions". Loaded in its own chunk (profile-screen.tsx), so the profile's first load
 * does not grow. An ended session is refused by the server on its next call.
 */
export default function SessionsSection() {
  const headingId = useId();
  const sessions = useQuery(sessionsQueryOptions());
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  if (sessions.isError) return <FormMessage error={errorMessage(sessions.error, LOAD_FAILED)} />;
  if (!sessions.data) {
    return (
      <p className="account-loading" role="status">
        Loading your sessions...
      </p>
    );
  }
  const list = sessions.data.sessions;
  const others = list.filter((session) => !session.current).length;
  const failure = endOne.error ?? endOthers.error;
  return (
    <section className="account-sessions" aria-labelledby={headingId}>
      <h2 className="account-sessions__title" id={headingId}>
        Sessions
      </h2>
      <p className="account-sessions__note">Where your account is signed in. End any session you do not recognise, then change your password.</p>
      <ul className="account-sessions__list">
        {list.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            ending={endOne.isPending && endOne.variables === session.id}
            onEnd={() => {
              endOthers.reset();
              endOne.mutate(session.id);
            }}
          />
        ))}
      </ul>
      {others > 0 ? (
        <button
          type="button"
          className="account-button account-button--danger-outline"
          disabled={endOthers.isPending}
          onClick={() => {
            endOne.reset();
            endOthers.mutate();
          }}
        >
          {endOthers.isPending ? "Ending..." : "End all other sessions"}
        </button>
      ) : null}
      <div aria-live="polite">
        <FormMessage
          error={failure ? errorMessage(failure, TRY_AGAIN) : null}
          notice={endOthers.data ? { tone: "success", text: endOthers.data.message } : endOne.isSuccess ? { tone: "success", text: "Session ended." } : null}
        />
      </div>
    </section>
  );
}

function SessionRow({ session, ending, onEnd }: { session: SessionSummary; ending: boolean; onEnd: () => void }) {
  const name = `${session.browser} on ${session.system}`;
  return (
    <li className="account-sessions__item">
      <div className="account-sessions__what">
        <p className="account-sessions__name">
          {name}
          {session.current ? <span className="account-sessions__current"> This session</span> : null}
        </p>
        <p className="account-sessions__detail">
          Signed in {when(session.createdAt)} · last seen {when(session.lastSeenAt)}
          {session.address ? ` · network ${session.address}` : ""}
        </p>
      </div>
      {session.current ? null : (
        <button type="button" className="account-button account-button--ghost" disabled={ending} onClick={onEnd} aria-label={`End session: ${name}`}>
          {ending ? "Ending..." : "End"}
        </button>
      )}
    </li>
  );
}
