import type { SignupRequest } from "@contract/users";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/lib/feedback/toast";
import { refusalOf } from "@/api/client";
import { TextField } from "@/components/form-fields";
import { FormMessage } from "@/components/form-message";
import { useSignup } from "../api/signup-mutations";
import { pickSignupErrors, SIGNUP_FIELDS, validateSignup, type SignupErrors, type SignupField } from "../lib/signup-validation";
import { EmailField } from "./email-field";
import { PasswordChecklist, passwordComplete } from "./password-checklist";

const EMPTY_FORM: SignupRequest = { name: "", username: "", email: "", password: "", confirmPassword: "" };
export const SIGNUP_SERVER_ALERT = "Something went wrong. Check console for details.";
export const SIGNUP_DONE_TOAST = "Account created! Check your email for your confirmation code, then log in.";

/** The registration form; it knows nothing of routes, so the caller decides where success leads. */
export function SignupForm({ onRegistered }: { onRegistered: () => void }) {
  const checklistId = useId();
  const [form, setForm] = useState<SignupRequest>(EMPTY_FORM);
  const [errors, setErrors] = useState<SignupErrors>({});
  // Fields the visitor has left with something in them: from then on each says what is wrong as they type.
  const [checked, setChecked] = useState<ReadonlySet<SignupField>>(new Set());
  const [formError, setFormError] = useState<string | null>(null);

  const register = useSignup();
  const registered = () => {
    toast.success(SIGNUP_DONE_TOAST);
    onRegistered();
  };
  const refused = (error: Error) => {
    const refusal = refusalOf(error);
    if (refusal) {
      const fieldErrors = pickSignupErrors(refusal.errors);
      setErrors(fieldErrors);
      // A refusal with nothing to point at (say, too many attempts) still deserves its message.
      if (Object.keys(fieldErrors).length === 0) setFormError(refusal.message);
      return;
    }
    // SPEC section 8: a server fault is an alert, and the details go to the console for whoever debugs it.
    console.error("Signup failed", error);
    window.alert(SIGNUP_SERVER_ALERT);
  };

  /** The SPEC message of each checked field for the form as it now stands; the others keep what the server said. */
  const recheck = (next: SignupRequest, fields: ReadonlySet<SignupField>) => {
    const found = validateSignup(next);
    setErrors((current) => {
      const updated = { ...current };
      for (const field of fields) {
        if (found[field]) updated[field] = found[field];
        else delete updated[field];
      }
      return updated;
    });
  };

  const setField = (field: SignupField) => (value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // An edited field's old complaint no longer applies; a checked one says at once whether it is right now, and the
    // confirmation follows the password it must match.
    setErrors(({ [field]: _stale, ...rest }) => rest);
    recheck(next, new Set([...checked].filter((each) => each === field || (field === "password" && each === "confirmPassword"))));
    setFormError(null);
  };

  // SPEC section 5's messages as soon as a field is left with something in it, not only after Register (which stays
  // disabled until the password checklist is complete, so it may never be pressed).
  const leaveField = (field: SignupField) => () => {
    if (form[field] === "") return;
    const now = new Set(checked).add(field);
    setChecked(now);
    recheck(form, new Set([field]));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const found = validateSignup(form);
    setErrors(found);
    setChecked(new Set(SIGNUP_FIELDS));
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    register.mutate({ ...form, name: form.name.trim(), email: form.email.trim() }, { onSuccess: registered, onError: refused });
  };

  const canSubmit = !register.isPending && passwordComplete(form.password);

  return (
    // POST: a browser sending the form itself (JavaScript off) must not put the password in the address.
    <form className="account-form" method="post" onSubmit={submit} noValidate>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={form.name}
        onChange={setField("name")}
        onBlur={leaveField("name")}
        error={errors.name}
        markRequired={false}
        alertError
      />
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={form.username}
        onChange={setField("username")}
        onBlur={leaveField("username")}
        error={errors.username}
        hint="5-20 lowercase letters and numbers."
        markRequired={false}
        alertError
      />
      <EmailField value={form.email} onChange={setField("email")} onBlur={leaveField("email")} error={errors.email} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={form.password}
        onChange={setField("password")}
        onBlur={leaveField("password")}
        error={errors.password}
        describedBy={checklistId}
        markRequired={false}
        alertError
      />
      <PasswordChecklist id={checklistId} password={form.password} />
      <TextField
        label="Confirm password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={form.confirmPassword}
        onChange={setField("confirmPassword")}
        onBlur={leaveField("confirmPassword")}
        error={errors.confirmPassword}
        markRequired={false}
        alertError
      />
      <FormMessage notice={formError ? { tone: "error", text: formError } : null} />
      <button className="account-button" type="submit" disabled={!canSubmit}>
        {register.isPending ? "Registering..." : "Register"}
      </button>
    </form>
  );
}
