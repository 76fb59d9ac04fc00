import { useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { createPortal } from "react-dom";
import { SEARCH_PATH, SEARCH_QUERY_MAX_LENGTH } from "@contract/search-path";
import { SearchIcon } from "./search-icon";
import { answerSearchShortcut } from "./search-shortcut";
import "./search.css";

/** The dialog and what it needs come when the reader first asks for it: a reader who never searches loads none of it. */
export const loadSearchDialog = () => import("./search-dialog");
const SearchDialog = lazy(loadSearchDialog);

/**
 * The sidebar's search box, and the search dialog that the shortcut ("/" or Ctrl/⌘-K) opens from anywhere. The box
 * is a plain GET form to /search, so it works before the app runs and without JavaScript (web/build/guard-forms.ts
 * lets it through); once the app runs, typing in it opens the dialog with what was typed, so it suggests as one
 * types, and Enter there goes to /search without reloading.
 */
export default function SiteSearch() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // What the reader had typed in the box when the dialog took over, so it goes on from there.
  const [typedInBox, setTypedInBox] = useState("");
  // Where the reader was when the dialog opened: Esc puts them back there.
  const returnTo = useRef<HTMLElement | null>(null);

  // The shortcut itself is heard by the sidebar from the start (search-shortcut.ts); here it opens the dialog.
  useEffect(
    () =>
      answerSearchShortcut((from) => {
        returnTo.current = from;
        setTypedInBox("");
        setOpen(true);
      }),
    [],
  );

  // Esc returns to where the reader was; opening a result leaves focus to the page it opens. Focus moves once the
  // dialog is gone: while a modal dialog is open, the rest of the page cannot take it.
  const refocus = useRef(false);
  const close = (returnFocus: boolean) => {
    refocus.current = returnFocus;
    setOpen(false);
  };
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    returnTo.current?.focus();
  }, [open]);

  // The box suggests as one types, as the dialog does, by becoming the dialog: one search, with one set of results.
  // Before the app runs (and without JavaScript) it stays a plain form that opens /search.
  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    if (!typed.trim()) return;
    event.currentTarget.value = "";
    returnTo.current = event.currentTarget;
    setTypedInBox(typed);
    setOpen(true);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    void navigate({ to: SEARCH_PATH, search: q ? { q } : {} });
  };

  return (
    <>
      <form role="search" aria-label="Quick search" method="get" action={SEARCH_PATH} data-native-submit="" className="site-search" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor="site-search-q">
          Search the site
        </label>
        <input
          id="site-search-q"
          className="site-search__input"
          type="search"
          name="q"
          placeholder="Search"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          aria-keyshortcuts="/ Control+K Meta+K"
          aria-haspopup="dialog"
          autoComplete="off"
          onChange={onType}
          // Focus means a search is likely: the dialog's code starts coming before the first key.
          onFocus={() => void loadSearchDialog()}
        />
        <button type="submit" className="site-search__button" aria-label="Search the site">
          <SearchIcon />
        </button>
      </form>
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <SearchDialog onClose={close} initialText={typedInBox} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
