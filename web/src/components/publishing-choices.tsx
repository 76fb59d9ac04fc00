import { useEffect, useId, useRef, useState } from "react";
import type { ItemState, SavedStatus } from "@contract/item-status";

/** When a saved item is public: what POST and PUT take as `status` and `publishAt` (left out: kept as it was). */
export interface PublishingChoice {
  status?: SavedStatus;
  publishAt?: string;
}

/** The form fields of a choice, to add to the text fields a form sends. */
export const publishingFields = (choice: PublishingChoice): Record<string, string> =>
  Object.fromEntries(Object.entries(choice).filter(([, value]) => value !== undefined)) as Record<string, string>;

const HOUR_MS = 60 * 60 * 1000;

/** A datetime-local value ("2026-12-01T09:00") in the browser's own zone, as the input shows and takes it. */
function localInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The next whole hour after an hour from now: a sensible first guess for a schedule. */
function suggestedTime(): string {
  const date = new Date(Date.now() + HOUR_MS);
  date.setMinutes(0, 0, 0);
  return localInputValue(new Date(date.getTime() + HOUR_MS));
}

/**
 * The owner's ways to save (issue 22), as the tools they know offer them: keep as a draft, publish, or schedule for
 * a date and time in their own zone, which is shown. An edit keeps the state unless another button says otherwise.
 * The choices that make an item public (Publish…, Publish now…, Schedule…) are asked about before anything is sent
 * (publish-form.tsx, issue 31): the "…" says so.
 */
export function PublishingChoices({
  status,
  busy,
  onChoose,
  save = true,
}: {
  /** The item's state; undefined for a new item. */
  status: ItemState | undefined;
  busy: boolean;
  onChoose: (choice: PublishingChoice) => void;
  /** Whether Save draft / Save changes is offered: not on the draft banner, which has no fields to save. */
  save?: boolean;
}) {
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState(suggestedTime);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const picker = useRef<HTMLDivElement>(null);
  // The picker opens below the buttons, which end a long form or a modal (issue 32: it opened off-screen): it is
  // brought into view, whichever box scrolls, and its input takes the focus.
  useEffect(() => {
    if (!scheduling) return;
    picker.current?.scrollIntoView({ block: "nearest" });
    picker.current?.querySelector("input")?.focus({ preventScroll: true });
  }, [scheduling]);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const isDraft = status === undefined || status === "draft";

  const schedule = () => {
    const at = new Date(when);
    if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
      setProblem("Choose a date and time still to come.");
      return;
    }
    setProblem(null);
    onChoose({ status: "published", publishAt: at.toISOString() });
  };
  const button = (label: string, choice: PublishingChoice, extra = "") => (
    <button type="button" className={`button ${extra}`.trim()} disabled={busy} onClick={() => onChoose(choice)}>
      {label}
    </button>
  );

  return (
    <>
      {/*
        No button submits the form: Enter in a field does nothing (publish-form.tsx), and each button says what it
        does. A new item's and a draft's first action is Save draft; making it public asks first.
      */}
      {save ? button(busy ? "Saving..." : isDraft ? "Save draft" : "Save changes", isDraft ? { status: "draft" } : {}, "button--primary") : null}
      {isDraft ? button("Publish…", { status: "published" }, save ? "" : "button--primary") : null}
      {status === "scheduled" ? button("Publish now…", { status: "published", publishAt: new Date().toISOString() }) : null}
      {status === "published" || status === "scheduled" ? button(status === "scheduled" ? "Unschedule" : "Unpublish", { status: "draft" }) : null}
      {isDraft || status === "scheduled" ? (
        <button type="button" className="button" aria-expanded={scheduling} disabled={busy} onClick={() => setScheduling((open) => !open)}>
          {status === "scheduled" ? "Reschedule…" : "Schedule…"}
        </button>
      ) : null}
      {scheduling ? (
        <div ref={picker} className="publish-form__schedule" role="group" aria-label="Schedule">
          <label htmlFor={inputId}>
            Publish on <span className="publish-form__zone">({zone})</span>
          </label>
          <input id={inputId} type="datetime-local" step={1} value={when} onChange={(event) => setWhen(event.target.value)} aria-invalid={problem !== null} />
          <button type="button" className="button button--primary" disabled={busy} onClick={schedule}>
            Schedule
          </button>
          {problem ? (
            <p className="field__error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
