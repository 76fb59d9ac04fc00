import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import {
  SECURITY_MESSAGES,
  type PasskeySummary,
  type TotpStartAnswer,
} from "@contract/security";
import { ApiError } from "@/api/client";
import { FormMessage } from "@/components/form-message";
import { TextField } from "@/components/form-fields";
import {
  securityQueryOptions,
  useAddPasskey,
  useConfirmTotp,
  useRemakeRecoveryCodes,
  useRemovePasskey,
  useRemoveTotp,
  useRenamePasskey,
  useStartTotp,
} from "../api/security-queries";
import { ceremonyMessage } from "@/lib/security/passkey-ceremony";
import { needsFreshProof } from "@/components/fresh-proof";
import { ReProofDialog } from "@/components/re-proof-dialog";
import "./security.css";

const LOAD_FAILED =
  "Could not load your sign-in security. Please reload the page.";

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : ceremonyMessage(error);

/**
 * The profile's Security section (issue 34): an authenticator app, passkeys and recovery codes. Loaded in its own
 * chunk (profile-screen.tsx) with the QR code and WebAuthn libraries, so the profile's first load does not grow.
 * A change that needs a fresh proof opens the re-proof dialog and is tried again after it.
 */
export default function SecuritySection() {
  const headingId = useId();
  const security = useQuery(securityQueryOptions());
  const [codes, setCodes] = useState<string[] | null>(null);
  const [retry, setRetry] = useState<(() => void) | null>(null);

  /** Runs a change; a 403 asking for a fresh proof opens the dialog, which runs it again once proved. */
  const guarded = (run: (onError: (error: unknown) => void) => void) => {
    run((error) => {
      if (needsFreshProof(error, SECURITY_MESSAGES.freshProofNeeded))
        setRetry(() => () => run(() => undefined));
    });
  };

  if (security.isError)
    return <FormMessage error={messageOf(security.error) || LOAD_FAILED} />;
  if (!security.data) {
    return (
      <p className="account-loading" role="status">
        Loading your sign-in security...
      </p>
    );
  }
  const { totp, passkeys, recoveryCodesLeft } = security.data;
  const hasFactor = totp.enabled || passkeys.length > 0;
  return (
    <section className="account-security" aria-labelledby={headingId}>
      <h2 className="account-security__title" id={headingId}>
        Security
      </h2>
      <p>
        {hasFactor
          ? "Signing in needs your password and a second factor."
          : "Add a second factor so your password alone cannot sign in."}
      </p>
      <TotpPart enabled={totp.enabled} onCodes={setCodes} guarded={guarded} />
      <PasskeysPart passkeys={passkeys} onCodes={setCodes} guarded={guarded} />
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : null}
      {hasFactor ? (
        <RecoveryPart
          left={recoveryCodesLeft}
          onCodes={setCodes}
          guarded={guarded}
        />
      ) : null}
      {retry ? (
        <ReProofDialog
          onClose={() => setRetry(null)}
          onProved={() => {
            setRetry(null);
            retry();
          }}
        />
      ) : null}
    </section>
  );
}

type Guarded = (run: (onError: (error: unknown) => void) => void) => void;

function TotpPart({
  enabled,
  onCodes,
  guarded,
}: {
  enabled: boolean;
  onCodes: (codes: string[]) => void;
  guarded: Guarded;
}) {
  const start = useStartTotp();
  const remove = useRemoveTotp();
  const [enrolment, setEnrolment] = useState<TotpStartAnswer | null>(null);
  if (enabled) {
    return (
      <div className="account-security__part">
        <h3>Authenticator app</h3>
        <p>On.</p>
        <button
          className="account-button account-button--ghost"
          type="button"
          disabled={remove.isPending}
          onClick={() =>
            guarded((onError) => remove.mutate(undefined, { onError }))
          }
        >
          Remove the authenticator app
        </button>
        {remove.error &&
        !needsFreshProof(remove.error, SECURITY_MESSAGES.freshProofNeeded) ? (
          <FormMessage error={messageOf(remove.error)} />
        ) : null}
      </div>
    );
  }
  return (
    <div className="account-security__part">
      <h3>Authenticator app</h3>
      {enrolment ? (
        <TotpEnrolment
          enrolment={enrolment}
          onDone={(codes) => {
            setEnrolment(null);
            if (codes) onCodes(codes);
          }}
        />
      ) : (
        <button
          className="account-button"
          type="button"
          disabled={start.isPending}
          onClick={() =>
            guarded((onError) =>
              start.mutate(undefined, { onSuccess: setEnrolment, onError }),
            )
          }
        >
          Set up an authenticator app
        </button>
      )}
      {start.error &&
      !needsFreshProof(start.error, SECURITY_MESSAGES.freshProofNeeded) ? (
        <FormMessage error={messageOf(start.error)} />
      ) : null}
    </div>
  );
}

/** The QR code (the qrcode library, in this lazy chunk) and the secret as text, then the first code. */
function TotpEnrolment({
  enrolment,
  onDone,
}: {
  enrolment: TotpStartAnswer;
  onDone: (codes?: string[]) => void;
}) {
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const confirm = useConfirmTotp();
  useEffect(() => {
    let live = true;
    void import("qrcode")
      .then(({ toDataURL }) =>
        toDataURL(enrolment.otpauthUrl, {
          errorCorrectionLevel: "M",
          margin: 2,
          width: 200,
        }),
      )
      .then((url) => {
        if (live) setQr(url);
      });
    return () => {
      live = false;
    };
  }, [enrolment.otpauthUrl]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(code.trim(), {
      onSuccess: (answer) => onDone(answer.recoveryCodes),
    });
  };
  return (
    <form className="account-form" onSubmit={submit}>
      <p>
        Scan this code with your authenticator app, or type the key below into
        it.
      </p>
      {qr ? (
        <img
          src={qr}
          width={200}
          height={200}
          alt="QR code for your authenticator app"
        />
      ) : null}
      <p>
        Key: <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
      <TextField
        label="Code from the app"
        name="totp-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={setCode}
        markRequired={false}
      />
      {confirm.error ? <FormMessage error={messageOf(confirm.error)} /> : null}
      <button
        className="account-button"
        type="submit"
        disabled={confirm.isPending}
      >
        Turn on
      </button>
    </form>
  );
}

function PasskeysPart({
  passkeys,
  onCodes,
  guarded,
}: {
  passkeys: PasskeySummary[];
  onCodes: (codes: string[]) => void;
  guarded: Guarded;
}) {
  const [name, setName] = useState("");
  const add = useAddPasskey();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    guarded((onError) =>
      add.mutate(name.trim(), {
        onSuccess: (answer) => {
          setName("");
          if (answer.recoveryCodes) onCodes(answer.recoveryCodes);
        },
        onError,
      }),
    );
  };
  return (
    <div className="account-security__part">
      <h3>Passkeys</h3>
      {passkeys.length === 0 ? <p>No passkeys yet.</p> : null}
      <ul className="account-security__list">
        {passkeys.map((passkey) => (
          <PasskeyRow key={passkey.id} passkey={passkey} guarded={guarded} />
        ))}
      </ul>
      <form className="account-form" onSubmit={submit}>
        <TextField
          label="New passkey's name"
          name="passkey-name"
          value={name}
          onChange={setName}
          maxLength={60}
          markRequired={false}
        />
        {add.error &&
        !needsFreshProof(add.error, SECURITY_MESSAGES.freshProofNeeded) ? (
          <FormMessage error={messageOf(add.error)} />
        ) : null}
        {add.isSuccess ? (
          <FormMessage notice={{ tone: "success", text: add.data.message }} />
        ) : null}
        <button
          className="account-button"
          type="submit"
          disabled={add.isPending || !name.trim()}
        >
          Add a passkey
        </button>
      </form>
    </div>
  );
}

function PasskeyRow({
  passkey,
  guarded,
}: {
  passkey: PasskeySummary;
  guarded: Guarded;
}) {
  const [name, setName] = useState(passkey.name);
  const [editing, setEditing] = useState(false);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const error = [rename.error, remove.error].find(
    (each) =>
      each && !needsFreshProof(each, SECURITY_MESSAGES.freshProofNeeded),
  );
  return (
    <li>
      {editing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            guarded((onError) =>
              rename.mutate(
                { id: passkey.id, name: name.trim() },
                { onSuccess: () => setEditing(false), onError },
              ),
            );
          }}
        >
          <TextField
            label="Passkey's name"
            name="passkey-rename"
            value={name}
            onChange={setName}
            maxLength={60}
            markRequired={false}
          />
          <button
            className="account-button"
            type="submit"
            disabled={rename.isPending}
          >
            Save
          </button>
        </form>
      ) : (
        <span>
          <strong>{passkey.name}</strong> · added{" "}
          {new Date(passkey.createdAt).toLocaleDateString()}
          {passkey.lastUsedAt
            ? ` · last used ${new Date(passkey.lastUsedAt).toLocaleDateString()}`
            : ""}
        </span>
      )}
      {editing ? null : (
        <button
          className="account-link-button"
          type="button"
          onClick={() => setEditing(true)}
        >
          Rename {passkey.name}
        </button>
      )}
      <button
        className="account-link-button"
        type="button"
        disabled={remove.isPending}
        onClick={() =>
          guarded((onError) => remove.mutate(passkey.id, { onError }))
        }
      >
        Remove {passkey.name}
      </button>
      {error ? <FormMessage error={messageOf(error)} /> : null}
    </li>
  );
}

function RecoveryPart({
  left,
  onCodes,
  guarded,
}: {
  left: number;
  onCodes: (codes: string[]) => void;
  guarded: Guarded;
}) {
  const remake = useRemakeRecoveryCodes();
  return (
    <div className="account-security__part">
      <h3>Recovery codes</h3>
      <p>
        {left === 1 ? "1 recovery code left." : `${left} recovery codes left.`}
      </p>
      <button
        className="account-button account-button--ghost"
        type="button"
        disabled={remake.isPending}
        onClick={() =>
          guarded((onError) =>
            remake.mutate(undefined, {
              onSuccess: (answer) => onCodes(answer.recoveryCodes ?? []),
              onError,
            }),
          )
        }
      >
        Make new recovery codes
      </button>
      {remake.error &&
      !needsFreshProof(remake.error, SECURITY_MESSAGES.freshProofNeeded) ? (
        <FormMessage error={messageOf(remake.error)} />
      ) : null}
    </div>
  );
}

/** Shown once: the server keeps only their hashes. */
function RecoveryCodes({
  codes,
  onDone,
}: {
  codes: string[];
  onDone: () => void;
}) {
  return (
    <div
      className="account-security__part"
      role="region"
      aria-label="Your recovery codes"
    >
      <h3>Your recovery codes</h3>
      <p>
        Keep these somewhere safe. Each works once if you lose your second
        factor. They are shown only now.
      </p>
      <ul className="account-security__codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button className="account-button" type="button" onClick={onDone}>
        I have saved them
      </button>
    </div>
  );
}
