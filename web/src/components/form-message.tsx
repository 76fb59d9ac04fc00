import type { ReactNode } from "react";
import "./form-message.css";

export interface Notice {
  tone: "error" | "success";
  text: ReactNode;
}

/**
 * The one message a form shows under its fields. Errors are alerts, read out at once; successes are a status,
 * read out when the reader is free. `error` is short for an error notice.
 */
export function FormMessage({ notice, error }: { notice?: Notice | null; error?: string | null }) {
  const shown = error ? { tone: "error", text: error } : notice;
  if (!shown) return null;
  return (
    <p className={`form-message form-message--${shown.tone}`} role={shown.tone === "error" ? "alert" : "status"}>
      {shown.text}
    </p>
  );
}
