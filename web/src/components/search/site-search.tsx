import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { createPortal } from "react-dom";
import { SEARCH_PATH, SEARCH_QUERY_MAX_LENGTH } from "@contract/search";
import { SearchIcon } from "./search-icon";
import { isSearchShortcut } from "./search-shortcut";
import "./search.css";

import SearchDialog from "./search-dialog";

/**
 * The sidebar's search box, and the shortcut ("/" or Ctrl/⌘-K) that opens the search dialog from anywhere. The box
 * is a plain GET form to /search, so it works before the app runs and without JavaScript (web/build/guard-forms.ts
 * lets it through); once the app runs, it goes there without reloading.
 */
export default function SiteSearch() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Where the reader was when the dialog opened: Esc puts them back there.
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    void navigate({ to: SEARCH_PATH, search: q ? { q } : {} });
  };

  return (
    <>
      <form role="search" aria-label="Quick search" method="get" action={SEARCH_PATH} className="site-search" onSubmit={onSubmit}>
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
          autoComplete="off"
        />
        <button type="submit" className="site-search__button" aria-label="Search the site">
          <SearchIcon />
        </button>
      </form>
      {open
        ? createPortal(<SearchDialog onClose={close} />, document.body)
        : null}
    </>
  );
}
