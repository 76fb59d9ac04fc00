import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useId, useState, type FormEvent } from "react";
import { SECURITY_MESSAGES } from "@contract/security-messages";
import { toast } from "@/lib/feedback/toast";
import { ApiError } from "@/api/client";
import { TextField } from "@/components/form-fields";
import { FormMessage } from "@/components/form-message";
import { needsFreshProof } from "@/components/fresh-proof";
import { useDeleteAccount } from "../api/delete-account-mutation";
import { errorMessage, TRY_AGAIN } from "../lib/error-message";

// Only an account with a second factor ever needs it: its own chunk, with the WebAuthn library.
const ReProofDialog = lazy(() => import("@/components/re-proof-dialog").then((module) => ({ default: module.ReProofDialog })));

/**
 * The profile's danger zone: deleting the account takes two deliberate steps (open, then the password
 * and a last button), so a stray click never starts it. The server checks the password again.
 */
export function DeleteAccountSection() {
  const headingId = useId();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const removal = useDeleteAccount(async (answer) => {
    await navigate({ to: "/", replace: true });
    toast.success(answer.message);
  });
  // Stays busy after success too: the page is about to change.
  const busy = removal.isPending || removal.isSuccess;
  const failure = removal.error;
  const fieldError = failure instanceof ApiError ? failure.errors.password : undefined;
  // A second factor proved more than 10 minutes ago: prove it again, then delete.
  const reProof = needsFreshProof(failure, SECURITY_MESSAGES.freshProofNeeded);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || password === "") return;
    removal.mutate(password);
  };

  const cancel = () => {
    setConfirming(false);
    setPassword("");
    removal.reset();
  };

  return (
    <section className="account-danger" aria-labelledby={headingId}>
      <h2 className="account-danger__title" id={headingId}>
        Delete account
      </h2>
      <p className="account-danger__text">
        This deletes your account, your likes and your follows, and frees your username. Your comments, replies and
        reviews stay, shown as &ldquo;deleted user&rdquo;. It cannot be undone.
      </p>
      {confirming ? (
        <form className="account-form" onSubmit={submit}>
          <TextField
            label="Your password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={fieldError}
            disabled={busy}
            required
            markRequired={false}
            alertError
          />
          <FormMessage
            notice={failure && !fieldError && !reProof ? { tone: "error", text: errorMessage(failure, TRY_AGAIN) } : null}
          />
          {reProof ? (
            <Suspense fallback={null}>
              <ReProofDialog onClose={() => removal.reset()} onProved={() => removal.mutate(password)} />
            </Suspense>
          ) : null}
          <div className="account-actions">
            <button className="account-button account-button--danger" type="submit" disabled={busy || password === ""}>
              {busy ? "Deleting..." : "Delete my account"}
            </button>
            <button className="account-button account-button--ghost" type="button" onClick={cancel} disabled={busy}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button
          className="account-button account-button--danger-outline account-profile__action"
          type="button"
          onClick={() => setConfirming(true)}
        >
          Delete account
        </button>
      )}
    </section>
  );
}
