import type { ReactNode } from "react";
import type { MessageTone } from "./use-timed-message";

export interface ToolNotice {
  text: string;
  /** "pending" is work under way ('Generating...'); it is announced like a success, in the plain text colour. */
  tone: MessageTone | "pending";
}

/**
 * Where a tool says how an action went. The live region stays in the page, so a screen reader announces each
 * new text; errors are alerts so they are read at once. `id` lets a field point at its error.
 */
export function ToolMessage({ message, id, idle }: { message: ToolNotice | null; id?: string; idle?: ReactNode }) {
  return (
    <div className="tool-message" aria-live="polite">
      {message ? (
        <p
          id={id}
          className={`tool-message__text is-${message.tone}`}
          role={message.tone === "error" ? "alert" : "status"}
        >
          {message.text}
        </p>
      ) : (
        idle
      )}
    </div>
  );
}
