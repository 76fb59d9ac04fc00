import type { ServerAutosave } from "@/lib/hooks/use-server-autosave";
import { formatDateTime } from "@/lib/utils/format-date";

const when = (iso: string) => formatDateTime(iso) ?? iso;

/** One quiet line under the fields: whether the text is kept on the server, and when it last was. */
export function AutosaveStatusLine({ autosave }: { autosave: ServerAutosave }) {
  const line = {
    idle: autosave.savedAt ? `Autosaved ${when(autosave.savedAt)}.` : null,
    saving: "Autosaving…",
    saved: autosave.savedAt ? `Autosaved ${when(autosave.savedAt)}. The item itself changes when you save it.` : null,
    failed: `Autosave failed: ${autosave.failure ?? "the server could not be reached."} Your text is still kept in this browser.`,
    conflict: "Autosave is paused in this tab.",
  }[autosave.status];
  return (
    <p className={`publish-form__autosave${autosave.status === "failed" ? " publish-form__autosave--failed" : ""}`} role="status">
      {line}
    </p>
  );
}

/** Another tab or device saved this editor's text since this tab did: neither is overwritten until the owner chooses. */
export function AutosaveConflict({ autosave }: { autosave: ServerAutosave }) {
  if (!autosave.theirs) return null;
  return (
    <div className="publish-form__recovery publish-form__conflict" role="alert">
      <p>
        {`This text was changed in another tab or on another device, at ${when(autosave.theirs.savedAt)}.`} Autosave is paused here so
        that neither overwrites the other.
      </p>
      <button type="button" className="button button--small button--primary" onClick={autosave.loadTheirs}>
        Load that text
      </button>
      <button type="button" className="button button--small" onClick={autosave.keepMine}>
        Keep mine
      </button>
    </div>
  );
}
