import { TextField } from "@/components/form-fields";

/** The 6-digit emailed code: a number pad on phones, and the code suggested from the mail where supported. */
interface CodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  label?: string;
  autoFocus?: boolean;
  error?: string | undefined;
}

export function CodeField({ value, onChange, label = "Code", autoFocus = false, error }: CodeFieldProps) {
  return (
    <TextField
      autoFocus={autoFocus}
      label={label}
      name="code"
      className="account-code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      hint="The 6-digit code from the email."
      value={value}
      // Pasted codes often carry spaces or dashes; keep the digits only.
      onChange={(typed) => onChange(typed.replace(/\D/g, "").slice(0, 6))}
      error={error}
      markRequired={false}
      alertError
    />
  );
}
