import { FieldFrame } from "@/components/form-fields";

interface CommunityFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** From TEXT_LIMITS: the browser stops typing there, the contract refuses more anyway. */
  maxLength: number;
  error?: string;
  hint?: string;
  type?: "text" | "email";
  autoComplete?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
}

/** One labelled field of the community forms, drawn in the same frame as the owner's forms. */
export function CommunityField({
  label,
  name,
  value,
  onChange,
  maxLength,
  error,
  hint,
  type = "text",
  autoComplete = "off",
  rows,
}: CommunityFieldProps) {
  return (
    <FieldFrame label={label} required error={error} hint={hint}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            className="publish-field__input publish-field__textarea"
            name={name}
            rows={rows}
            maxLength={maxLength}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            className="publish-field__input"
            name={name}
            type={type}
            maxLength={maxLength}
            autoComplete={autoComplete}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </FieldFrame>
  );
}

/** The server's own words under a form (a 429's wait, a 401's "log in"), read out when they appear. */
export function FormMessage({ message }: { message: string | null }) {
  return message ? (
    <p className="community-form__message" role="alert">
      {message}
    </p>
  ) : null;
}
