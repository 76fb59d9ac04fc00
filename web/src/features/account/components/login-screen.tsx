import { LOGIN_UNCONFIRMED_MESSAGE } from "@contract/account-rules";
import { Link } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { ApiError } from "@/api/client";
import { usePageMeta } from "@/lib/render/page-meta";
import { TextField } from "@/components/form-fields";
import { FormMessage } from "@/components/form-message";
import { useLogin } from "../api/login-mutation";
import { AuthCard } from "./auth-card";
import { EmailField } from "./email-field";

const LOGIN_FAILED = "Something went wrong. Please try again.";

export function LoginScreen() {
  usePageMeta({ title: "Login", description: "Log in to like, comment and follow." });
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const attempt = useLogin();
  // Stays busy after success too: the page is about to reload.
  const busy = attempt.isPending || attempt.isSuccess;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    attempt.mutate({ email: email.trim(), password });
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to like, comment and follow."
      flip
      footer={
        <>
          <p>
            New here? <Link to="/signup">Create an account</Link>
          </p>
          <p>
            <Link to="/forgot">Forgot your password?</Link>
          </p>
        </>
      }
    >
      {/* POST: a browser sending the form itself (JavaScript off) must not put the password in the address. */}
      <form className="account-form" method="post" onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          markRequired={false}
        />
        {attempt.isError ? <LoginError error={attempt.error} email={attempt.variables.email} /> : null}
        <button className="account-button" type="submit" disabled={busy}>
          {busy ? "Logging in..." : "Log in"}
        </button>
      </form>
    </AuthCard>
  );
}

/** SPEC section 8: the server's message, except the "confirm first" one becomes the way to confirm. */
export function LoginError({ error, email }: { error: unknown; email: string }) {
  const message = error instanceof ApiError ? error.message : LOGIN_FAILED;
  const text =
    message === LOGIN_UNCONFIRMED_MESSAGE ? (
      <Link to="/confirm" search={{ email }}>
        {message}
      </Link>
    ) : (
      message
    );
  return <FormMessage notice={{ tone: "error", text }} />;
}
