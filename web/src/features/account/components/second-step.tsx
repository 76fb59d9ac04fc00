import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { FactorProof, SecondFactorNeeded } from "@contract/security";
import { ApiError } from "@/api/client";
import {
  finishSecondFactor,
  loginPasskeyOptions,
  loginWithPasskey,
} from "@/api/security";
import { FormMessage } from "@/components/form-message";
import { TextField } from "@/components/form-fields";
import { signedIn } from "../api/login-mutation";
import { ceremonyMessage, provePasskey } from "@/lib/security/passkey-ceremony";

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : ceremonyMessage(error);

/**
 * The login's second step, after the password of an account with a second factor: a code from the authenticator
 * app, a passkey, or a recovery code. Its own chunk (login-screen.tsx), with the WebAuthn library.
 */
export default function SecondStep({
  step,
}: {
  step: SecondFactorNeeded["secondFactor"];
}) {
  const { pendingToken, methods } = step;
  const [mode, setMode] = useState<"totp" | "recovery">(
    methods.includes("totp") ? "totp" : "recovery",
  );
  const [code, setCode] = useState("");
  const finish = useMutation({
    mutationFn: async (proof: FactorProof | "passkey") => {
      if (proof !== "passkey") return finishSecondFactor(pendingToken, proof);
      const { challengeId, options } = await loginPasskeyOptions(pendingToken);
      return finishSecondFactor(pendingToken, {
        passkey: { challengeId, credential: await provePasskey(options) },
      });
    },
    onSuccess: (answer) => signedIn(answer.token),
  });
  const busy = finish.isPending || finish.isSuccess;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy)
      finish.mutate(
        mode === "totp" ? { code: code.trim() } : { recoveryCode: code },
      );
  };
  return (
    <form
      className="account-form"
      method="post"
      onSubmit={submit}
      aria-label="Second step"
    >
      <p>Your account has a second factor. Finish signing in with it.</p>
      {methods.includes("passkey") ? (
        <button
          className="account-button"
          type="button"
          disabled={busy}
          onClick={() => finish.mutate("passkey")}
        >
          Use a passkey
        </button>
      ) : null}
      {methods.includes("totp") || methods.includes("recovery") ? (
        <>
          <TextField
            label={
              mode === "totp"
                ? "Code from your authenticator app"
                : "Recovery code"
            }
            name="second-factor-code"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            markRequired={false}
          />
          <button className="account-button" type="submit" disabled={busy}>
            {busy ? "Checking..." : "Continue"}
          </button>
        </>
      ) : null}
      {finish.isError ? <FormMessage error={messageOf(finish.error)} /> : null}
      {methods.includes("totp") && methods.includes("recovery") ? (
        <button
          className="account-link-button"
          type="button"
          onClick={() => setMode(mode === "totp" ? "recovery" : "totp")}
        >
          {mode === "totp" ? "Use a recovery code" : "Use a code from your app"}
        </button>
      ) : null}
    </form>
  );
}

/** Signs in with a passkey alone (a discoverable credential): the browser offers the passkeys it holds for this site. */
export async function signInWithPasskey(): Promise<void> {
  const { challengeId, options } = await loginPasskeyOptions();
  signedIn((await loginWithPasskey(challengeId, await provePasskey(options))).token);
}

export { messageOf as passkeyErrorMessage };
