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

type OpenSearch = (returnTo: HTMLElement | null) => void;

// The search box's code comes in a chunk of its own, after the page (the sidebar wakes late on purpose). The shortcut
// is heard from the first moment the app runs: a press before the box's code is here is kept, the code is asked for,
// and the dialog opens as soon as the box can open it. Without this, "/" pressed early did nothing at all.
let openSearch: OpenSearch | null = null;
let askedFrom: HTMLElement | null | undefined;

/** Listens for the shortcut on the whole page; `load` fetches the box's code. Returns the way to stop listening. */
export function listenForSearchShortcut(load: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSearchShortcut(event)) return;
    event.preventDefault();
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (openSearch) return openSearch(from);
    askedFrom = from;
    load();
  };
  document.addEventListener("keydown", onKeyDown);
  return () => document.removeEventListener("keydown", onKeyDown);
}

/** The box, once here, opens the dialog for the shortcut (at once, if it was pressed before the box came). */
export function answerSearchShortcut(open: OpenSearch): () => void {
  openSearch = open;
  if (askedFrom !== undefined) {
    const from = askedFrom;
    askedFrom = undefined;
    open(from);
  }
  return () => {
    if (openSearch === open) openSearch = null;
  };
}
