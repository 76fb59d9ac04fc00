import type { ChangeEvent } from "react";
import { FormField } from "./form-field";

/** The 6-digit emailed code: a number pad on phones, and the code suggested from the mail where supported. */
interface CodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  label?: string;
  autoFocus?: boolean;
}

export function CodeField({ value, onChange, label = "Code", autoFocus = false }: CodeFieldProps) {
  return (
    <FormField
      autoFocus={autoFocus}
      label={label}
      name="code"
      className="account-field__input--code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      hint="The 6-digit code from the email."
      value={value}
      // Pasted codes often carry spaces or dashes; keep the digits only.
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
    />
  );
}
