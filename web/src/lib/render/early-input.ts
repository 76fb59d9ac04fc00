/**
 * What a reader did on the server's HTML before the app took it over, handed to the app.
 *
 * On a phone the page is on screen a second or two before the app runs, and a password manager fills the login form
 * the moment it appears. Hydration keeps what was typed on screen but not in the app's state: the fields looked filled
 * while Log in sent an empty email ("Invalid email format."). And a form sent in that window was cancelled by the
 * head's guard (web/build/guard-forms.ts) without a word.
 *
 * Loaded and called once, when the app has hydrated a page the reader used before (root-layout.tsx): each field whose
 * value is not what the server rendered is given to React as an edit, and each form the guard held is sent again.
 */
import { HELD_SUBMIT_ATTRIBUTE } from "./takeover-marks";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** `root`: the app's, unless a test gives its own. */
export function takeOverEarlyInput(root: ParentNode = document.getElementById("root") ?? document): void {
  // Every edit is read before any is handed over: each one re-renders its form, and a re-render sets the form's other
  // fields back to what the app's state holds.
  const edits = [...root.querySelectorAll<Field>("input, textarea, select")].flatMap((field) => earlyEdit(field) ?? []);
  for (const handOver of edits) handOver();
  const held = [...root.querySelectorAll<HTMLElement>(`[${HELD_SUBMIT_ATTRIBUTE}]`)];
  for (const element of held) element.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
  // In a task of its own: the edits above have re-rendered the form, so its handler reads the fields' values.
  setTimeout(() => {
    for (const element of held) resend(element);
  });
}

function resend(element: HTMLElement): void {
  if (element instanceof HTMLFormElement) {
    if (element.isConnected) element.requestSubmit();
    return;
  }
  const form = (element as HTMLButtonElement | HTMLInputElement).form;
  if (form?.isConnected) form.requestSubmit(element);
}

/**
 * The reader's edit of a field, if it has one, as a step that hands it to React.
 *
 * React keeps, per field, the value it last saw, and calls a field's onChange only when an event shows another one.
 * Hydration records the typed value as seen. So the field is set back to what the server rendered (through the
 * element, which React's record follows), an event lets React see it, which also hydrates a part of the page that
 * was waiting (HydrateLater), and the reader's value is put back beneath React's record, with an event it now sees.
 */
function earlyEdit(field: Field): (() => void) | null {
  if (field.type === "file" || !changedFromRendered(field)) return null;
  if (field instanceof HTMLSelectElement) {
    // React reads a select on every change event; it keeps no record to get past.
    const chosen = field.value;
    return () => {
      field.value = chosen;
      field.dispatchEvent(new Event("change", { bubbles: true }));
    };
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    // A radio the reader moved away from is taken care of by the one they chose.
    if (!field.checked && field.type === "radio") return null;
    return () => {
      field.checked = field.defaultChecked;
      field.dispatchEvent(new Event("input", { bubbles: true }));
      // React hears a checkbox or radio through its click; from the rendered state, a click sets it as the reader did.
      field.click();
    };
  }
  const typed = field.value;
  const caret = selection(field);
  return () => {
    field.value = field.defaultValue;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    if (caret && document.activeElement === field) field.setSelectionRange(caret.start, caret.end);
  };
}

/** Whether a field no longer shows what the server rendered. */
function changedFromRendered(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field.type === "checkbox" || field.type === "radio") return (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked;
  return field.value !== field.defaultValue;
}

/** Where the caret was, in the fields that have one (an email field has none). */
function selection(field: HTMLInputElement | HTMLTextAreaElement): { start: number; end: number } | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null ? null : { start: field.selectionStart, end: field.selectionEnd };
  } catch {
    return null;
  }
}
