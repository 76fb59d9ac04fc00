import { useEffect, useState } from "react";
import "./copy-button.css";

/** How long "Copied" stays before the button reads "Copy" again. */
export const COPIED_MS = 2000;

type State = "idle" | "copied" | "failed";

export interface CopyButtonProps {
  text: string;
  /** The button's accessible name, such as "Copy the fediverse handle". */
  label: string;
  className?: string;
}

/**
 * Copies `text` to the clipboard, then says so where the eye is (the button's own words) and to screen readers
 * (a polite status). Without a clipboard (an http page, an old browser) it says that it could not.
 */
export function CopyButton({ text, label, className }: CopyButtonProps) {
  const [state, setState] = useState<State>("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = window.setTimeout(() => setState("idle"), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };

  return (
    <span className={className ? `copy-button ${className}` : "copy-button"}>
      <button type="button" className="button button--small copy-button__button" aria-label={label} onClick={() => void copy()}>
        {state === "copied" ? "Copied" : "Copy"}
      </button>
      <span className={state === "failed" ? "copy-button__failed" : "visually-hidden"} role="status">
        {state === "copied" ? "Copied" : state === "failed" ? "Could not copy: select the text instead." : ""}
      </span>
    </span>
  );
}
