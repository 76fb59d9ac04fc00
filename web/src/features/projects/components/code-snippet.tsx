import { useState } from "react";
import { toast } from "@/lib/feedback/toast";

export function CodeSnippet({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success("Copied to clipboard!");
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error("Failed to copy. Please try again!");
    }
  };
  return (
    <div className="code-snippet">
      <div className="code-snippet__bar">
        <span>Code snippet</span>
        <button type="button" className="button button--small" onClick={copy}>
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
      {/* A long line scrolls sideways on a phone: the block takes the focus, so the keyboard can scroll it too. */}
      <pre className="code-snippet__code" tabIndex={0} role="region" aria-label="Code snippet">
        <code>{code}</code>
      </pre>
    </div>
  );
}
