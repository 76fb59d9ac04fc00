import { SIGNUP_MESSAGES } from "@contract/account-rules";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useId, useState, type FormEvent } from "react";
import { ApiError } from "@/api/client";
import { usePageMeta } from "@/lib/render/page-meta";
import { TextField } from "@/components/form-fields";
import { FormMessage, type Notice } from "@/components/form-message";
import { useOpenResetLink, useRequestResetCode, useResendResetCode, useResetPassword, useVerifyResetCode } from "../api/password-reset-mutations";
import { useTimeout } from "../hooks/use-timeout";
import { errorMessage, TRY_AGAIN } from "../lib/error-message";
import { REDIRECT_DELAY_MS } from "../lib/timing";
import { AuthCard } from "./auth-card";
import { CodeField } from "./code-field";
import { EmailField } from "./email-field";
import { PasswordChecklist } from "./password-checklist";
import { ResendButton } from "./resend-button";
import { StepIndicator } from "./step-indicator";

const STEPS = ["Email", "Code", "New password"] as const;
type Step = 0 | 1 | 2;

/**
 * SPEC section 2: email, then code, then the new password; each step unlocks the next. The reset mail's one-time link
 * (`/forgot?token=`) opens step 3 directly: the token stands in for the code, and nobody's wrong codes can stop it.
 */
export function ForgotScreen() {
  usePageMeta({ title: "Forgot password", description: "Reset your password with a code sent by email." });
  const navigate = useNavigate();
  // No validateSearch: that part of a route file is in every page's first load. The screen reads `?token=` itself.
  const search: Record<string, unknown> = useSearch({ strict: false });
  const linkParam = typeof search.token === "string" ? search.token : "";
  const [linkToken, setLinkToken] = useState("");
  const later = useTimeout();
  const checklistId = useId();
  const [step, setStep] = useState<Step>(0);
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);

  const fail = (error: unknown) => {
    setFieldErrors(error instanceof ApiError ? error.errors : {});
    setNotice({ tone: "error", text: errorMessage(error, TRY_AGAIN) });
  };
  const advance = (next: Step) => (answer: { message: string }) => {
    setFieldErrors({});
    setNotice({ tone: "success", text: answer.message });
    setStep(next);
  };

  const request = useRequestResetCode();
  const verify = useVerifyResetCode();
  const resend = useResendResetCode();
  const reset = useResetPassword();
  const openLink = useOpenResetLink();

  useEffect(() => {
    if (!linkParam) return;
    // The token leaves the address bar, the history and any Referer at once; only this screen's state keeps it.
    void navigate({ to: "/forgot", search: {}, replace: true });
    openLink.mutate(linkParam, {
      onSuccess: (answer) => {
        setLinkToken(linkParam);
        setEmail(answer.email);
        advance(2)(answer);
      },
      onError: fail,
    });
    // Once per link: the mutation and helpers are stable enough, and a second check would change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkParam]);

  const clear = () => {
    setNotice(null);
    setFieldErrors({});
  };

  const submitEmail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    clear();
    const trimmed = email.trim();
    setEmail(trimmed);
    request.mutate(trimmed, { onSuccess: advance(1), onError: fail });
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    clear();
    verify.mutate({ email, code }, { onSuccess: advance(2), onError: fail });
  };

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending || reset.isSuccess) return;
    clear();
    if (newPassword !== confirmPassword) {
      setFieldErrors({ confirmPassword: SIGNUP_MESSAGES.confirmPassword });
      return;
    }
    reset.mutate(
      // Step 2's answer carries the one-time token that lets this browser, and only it, do step 3.
      // Or the mail's one-time link, which stands in for the code.
      { email, newPassword, confirmPassword, resetToken: verify.data?.resetToken ?? linkToken },
      {
        onSuccess: (answer) => {
          setNotice({ tone: "success", text: answer.message });
          later(() => void navigate({ to: "/login" }), REDIRECT_DELAY_MS);
        },
        onError: fail,
      },
    );
  };

  const sendAgain = async () => {
    clear();
    try {
      const answer = await resend.mutateAsync(email);
      setNotice({ tone: "success", text: answer.message });
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  const changeEmail = () => {
    clear();
    setCode("");
    setStep(0);
  };

  return (
    <AuthCard
      title="Reset your password"
      subtitle={SUBTITLES[step]}
      footer={
        <p>
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <StepIndicator steps={STEPS} current={step} />

      {openLink.isPending ? (
        <p role="status" className="account-form__context">
          Checking your link...
        </p>
      ) : null}

      {step === 0 && !openLink.isPending ? (
        <form className="account-form" onSubmit={submitEmail} aria-label="Email">
          <EmailField value={email} onChange={setEmail} error={fieldErrors.email} />
          <FormMessage notice={notice} />
          <button className="account-button" type="submit" disabled={request.isPending}>
            {request.isPending ? "Sending..." : "Send code"}
          </button>
        </form>
      ) : null}

      {step === 1 ? (
        <form className="account-form" onSubmit={submitCode} aria-label="Code">
          <p className="account-form__context">
            Code sent to <strong>{email}</strong>{" "}
            <button className="account-link-button" type="button" onClick={changeEmail}>
              Change email
            </button>
          </p>
          {/* The step changed under the user's focus; take them to the new field. */}
          <CodeField label="Reset code" value={code} onChange={setCode} error={fieldErrors.forgotCode} autoFocus />
          <FormMessage notice={notice} />
          <div className="account-actions">
            <button className="account-button" type="submit" disabled={verify.isPending}>
              {verify.isPending ? "Verifying..." : "Verify"}
            </button>
            <ResendButton onResend={sendAgain} pending={resend.isPending} />
          </div>
        </form>
      ) : null}

      {/* POST: a browser sending the form itself (JavaScript off) must not put the password in the address. */}
      {step === 2 ? (
        <form className="account-form" method="post" onSubmit={submitPassword} aria-label="New password">
          <TextField
            label="New password"
            type="password"
            name="newPassword"
            autoComplete="new-password"
            autoFocus
            required
            value={newPassword}
            onChange={setNewPassword}
            error={fieldErrors.newPassword}
            describedBy={checklistId}
            markRequired={false}
            alertError
          />
          <PasswordChecklist id={checklistId} password={newPassword} />
          <TextField
            label="Confirm password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={setConfirmPassword}
            error={fieldErrors.confirmPassword}
            markRequired={false}
            alertError
          />
          <FormMessage notice={notice} />
          <button className="account-button" type="submit" disabled={reset.isPending || reset.isSuccess}>
            {reset.isPending ? "Resetting..." : "Reset password"}
          </button>
        </form>
      ) : null}
    </AuthCard>
  );
}

const SUBTITLES: Record<Step, string> = {
  0: "Enter your account's email and we'll send you a 6-digit code.",
  1: "Enter the code from the email.",
  2: "Choose a new password.",
};
