import { LOGIN_UNCONFIRMED_MESSAGE } from "@contract/account-rules";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { ApiError } from "@/api/client";
import { usePageMeta } from "@/lib/render/page-meta";
import { TextField } from "@/components/form-fields";
import { FormMessage } from "@/components/form-message";
import { useLogin } from "../api/login-mutation";
import { AuthCard } from "./auth-card";
import { EmailField } from "./email-field";

const LOGIN_FAILED = "Something went wrong. Please try again.";

// The second step and passkeys bring the WebAuthn library: their own chunk, loaded when the screen needs them.
const SecondStep = lazy(() => import("./second-step"));

export function LoginScreen() {
  usePageMeta({
    title: "Login",
    description: "Log in to like, comment and follow.",
  });
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
  const secondFactor =
    attempt.data && "secondFactor" in attempt.data
      ? attempt.data.secondFactor
      : null;

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
      {secondFactor ? (
        <Suspense fallback={<p role="status">Loading...</p>}>
          <SecondStep step={secondFactor} />
        </Suspense>
      ) : (
        <>
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
            {attempt.isError ? (
              <LoginError
                error={attempt.error}
                email={attempt.variables.email}
              />
            ) : null}
            <button className="account-button" type="submit" disabled={busy}>
              {busy ? "Logging in..." : "Log in"}
            </button>
          </form>
          <Suspense fallback={null}>
            <PasskeySignIn />
          </Suspense>
        </>
      )}
    </AuthCard>
  );
}

/** Signs in with a passkey alone; the WebAuthn library loads on the click, not with the login page. */
function PasskeySignIn() {
  const signIn = useMutation({
    mutationFn: async () => {
      const { signInWithPasskey } = await import("./second-step");
      await signInWithPasskey();
    },
  });
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <button
        className="account-button account-button--ghost"
        type="button"
        disabled={signIn.isPending || signIn.isSuccess}
        onClick={() =>
          signIn.mutate(undefined, {
            onError: (error) => void import("./second-step").then(({ passkeyErrorMessage }) => setMessage(passkeyErrorMessage(error))),
          })
        }
      >
        Sign in with a passkey
      </button>
      {signIn.isError && message ? <FormMessage error={message} /> : null}
    </>
  );
}

/** SPEC section 8: the server's message, except the "confirm first" one becomes the way to confirm. */
export function LoginError({
  error,
  email,
}: {
  error: unknown;
  email: string;
}) {
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
