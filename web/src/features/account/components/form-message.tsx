import type { ReactNode } from "react";

export interface Notice {
  tone: "error" | "success";
  text: ReactNode;
}

/** The one message a form shows under its fields: errors interrupt, successes wait their turn. */
export function FormMessage({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p
      className={`account-message account-message--${notice.tone}`}
      role={notice.tone === "error" ? "alert" : "status"}
    >
      {notice.text}
    </p>
  );
}
