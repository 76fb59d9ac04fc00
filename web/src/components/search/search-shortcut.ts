/**
 * Whether a key press asks for the search dialog: Ctrl-K or ⌘-K anywhere, or "/" while the reader is not typing
 * (in a field, "/" is a character like any other).
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.shiftKey) return true;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !isTypingIn(event.target);
}

function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  // Buttons and checkboxes take no text; every other input does.
  return target instanceof HTMLInputElement && !["button", "checkbox", "radio", "submit", "reset", "file", "range", "color"].includes(target.type);
}
