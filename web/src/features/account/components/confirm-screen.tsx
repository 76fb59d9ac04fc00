import { Link, useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { ApiError } from "@/api/client";
import { usePageMeta } from "@/lib/render/page-meta";
import { TextField } from "@/components/form-fields";
import { FormMessage, type Notice } from "@/components/form-message";
import { useConfirmEmail, useResendConfirmation } from "../api/signup-mutations";
import { useKeptSignupProof } from "../hooks/use-kept-signup-proof";
import { useTimeout } from "../hooks/use-timeout";
import { errorMessage, TRY_AGAIN } from "../lib/error-message";
import { REDIRECT_DELAY_MS } from "../lib/timing";
import { AuthCard } from "./auth-card";
import { CodeField } from "./code-field";
import { EmailField } from "./email-field";
import { ResendButton } from "./resend-button";

export function ConfirmScreen({ initialEmail }: { initialEmail: string }) {
  usePageMeta({ title: "Confirm email", description: "Enter the code we emailed you." });
  const navigate = useNavigate();
  const later = useTimeout();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  // The code alone does not confirm: the signup's secret kept by this browser, or else the password, shows
  // that whoever confirms is whoever signed up.
  const keptProof = useKeptSignupProof(email);
  const [passwordAsked, setPasswordAsked] = useState(false);
  const askPassword = passwordAsked || !keptProof;
  const [notice, setNotice] = useState<Notice | null>(null);

  const confirm = useConfirmEmail();
  const resend = useResendConfirmation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending || confirm.isSuccess) return;
    setNotice(null);
    confirm.mutate(
      { email: email.trim(), code, password },
      {
        onSuccess: (answer) => {
          setNotice({ tone: "success", text: answer.message });
          later(() => void navigate({ to: "/login" }), REDIRECT_DELAY_MS);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors.password) setPasswordAsked(true);
          setNotice({ tone: "error", text: errorMessage(error, TRY_AGAIN) });
        },
      },
    );
  };

  const sendAgain = async () => {
    setNotice(null);
    try {
      const answer = await resend.mutateAsync(email.trim());
      setNotice({ tone: "success", text: answer.message });
      return true;
    } catch (error) {
      setNotice({ tone: "error", text: errorMessage(error, TRY_AGAIN) });
      return false;
    }
  };

  const done = confirm.isSuccess;
  return (
    <AuthCard
      title="Confirm your email"
      subtitle="We sent a 6-digit code to your inbox. Enter it to activate your account."
      footer={
        <p>
          Already confirmed? <Link to="/login">Log in</Link>
        </p>
      }
    >
      {/* POST: a browser sending the form itself (JavaScript off) must not put a password in the address. */}
      <form className="account-form" method="post" onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} />
        <CodeField label="Confirmation code" value={code} onChange={setCode} />
        {askPassword ? (
          <TextField
            label="Password chosen at signup"
            name="password"
            type="password"
            autoComplete="current-password"
            hint="Needed when you confirm in another browser than the one you signed up in."
            value={password}
            onChange={setPassword}
          />
        ) : null}
        <FormMessage notice={notice} />
        <div className="account-actions">
          <button className="account-button" type="submit" disabled={confirm.isPending || done}>
            {confirm.isPending ? "Confirming..." : "Confirm email"}
          </button>
          <ResendButton onResend={sendAgain} pending={resend.isPending} disabled={done || email.trim() === ""} />
        </div>
      </form>
    </AuthCard>
  );
}
