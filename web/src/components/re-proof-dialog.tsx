import { useState, type FormEvent } from "react";
import { ApiError } from "@/api/client";
import { ceremonyMessage } from "@/lib/security/passkey-ceremony";
import { useStepUp } from "@/lib/security/step-up";
import { TextField } from "./form-fields";
import { FormMessage } from "./form-message";
import { ModalDialog } from "./modal-dialog";

/**
 * "Confirm it's you": a sensitive change older than 10 minutes from the last proof answers 403, and this dialog
 * proves a factor again (a code from the app, a passkey or a recovery code); then the change is tried once more.
 */
export function ReProofDialog({ onProved, onClose }: { onProved: () => void; onClose: () => void }) {
  const [code, setCode] = useState("");
  const [useRecovery, setUseRecovery] = useState(false);
  const stepUp = useStepUp();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    stepUp.mutate(useRecovery ? { recoveryCode: code } : { code: code.trim() }, { onSuccess: onProved });
  };
  const error = stepUp.error ? (stepUp.error instanceof ApiError ? stepUp.error.message : ceremonyMessage(stepUp.error)) : null;
  return (
    <ModalDialog title="Confirm it's you" onClose={onClose}>
      <form className="account-form" onSubmit={submit}>
        <p>This change needs your second factor again.</p>
        <TextField
          label={useRecovery ? "Recovery code" : "Code from your authenticator app"}
          name="reproof-code"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          markRequired={false}
        />
        {error ? <FormMessage notice={{ tone: "error", text: error }} /> : null}
        <button className="account-button" type="submit" disabled={stepUp.isPending}>
          Confirm
        </button>
        <button className="account-link-button" type="button" onClick={() => stepUp.mutate("passkey", { onSuccess: onProved })}>
          Use a passkey instead
        </button>
        <button className="account-link-button" type="button" onClick={() => setUseRecovery(!useRecovery)}>
          {useRecovery ? "Use a code from your app" : "Use a recovery code"}
        </button>
      </form>
    </ModalDialog>
  );
}
