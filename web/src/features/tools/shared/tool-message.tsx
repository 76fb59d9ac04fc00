import type { TimedMessage } from "./use-timed-message";

/**
 * Where a tool says how an action went. The live region stays in the page, so a screen reader announces each
 * new text; errors are alerts so they are read at once.
 */
export function ToolMessage({ message }: { message: TimedMessage | null }) {
  return (
    <div className="tool-message" aria-live="polite">
      {message ? (
        <p className={`tool-message__text is-${message.tone}`} role={message.tone === "error" ? "alert" : "status"}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
