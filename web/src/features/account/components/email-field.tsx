import { TextField } from "@/components/form-fields";

interface EmailFieldProps {
  value: string;
  onChange: (email: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/** The email input every account form starts with: the right keyboard on phones and the saved address offered. */
export function EmailField({ value, onChange, onBlur, error }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      markRequired={false}
      alertError
    />
  );
}
