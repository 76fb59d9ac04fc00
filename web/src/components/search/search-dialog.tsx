import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { SEARCH_DIALOG_HITS_PER_KIND, SEARCH_MESSAGES, SEARCH_QUERY_MAX_LENGTH, type SearchAnswer, type SearchHit } from "@contract/search";
import { ITEM_KINDS } from "@contract/item-kinds";
import { searchQueryOptions } from "@/lib/data/search-queries";
import { hitHref, searchPageHref, searchRequestOf } from "@/lib/utils/search-params";
import { HighlightedText } from "./highlighted-text";

/** Results follow the typing after this pause: quick enough to feel live, without a request per key. */
const TYPING_PAUSE_MS = 150;

type Option = { kind: "hit"; hit: SearchHit; href: string } | { kind: "all"; href: string };

/** The hits the dialog lists, kind by kind as the answer ranks the kinds, then "See all results". */
function optionsOf(answer: SearchAnswer | undefined, q: string): Option[] {
  if (!answer || answer.groups.length === 0) return [];
  const hits: Option[] = answer.groups.flatMap((group) =>
    group.hits.slice(0, SEARCH_DIALOG_HITS_PER_KIND).map((hit) => ({ kind: "hit" as const, hit, href: hitHref(hit.kind, hit.id) })),
  );
  return [...hits, { kind: "all", href: searchPageHref(q) }];
}

/**
 * The search dialog (Ctrl/⌘-K, "/", or typing in the sidebar's box): an ARIA combobox whose listbox shows results as
 * one types. Focus stays in
 * the field; the arrows move the active result, Enter opens it (or, with none active, the full results page), Esc
 * closes and returns focus to where it was.
 */
export default function SearchDialog({ onClose, initialText = "" }: { onClose: (returnFocus: boolean) => void; initialText?: string }) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const listId = `${ids}-results`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  // What the field holds, and what was asked: the field's text once typing paused for TYPING_PAUSE_MS.
  const [text, setText] = useState(initialText);
  const [typed, setTyped] = useState(initialText);
  const field = useRef<HTMLInputElement>(null);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The active result belongs to the answer it was chosen in: a new answer starts with none (Enter then opens the
  // full results page).
  const [choice, setChoice] = useState<{ answer: SearchAnswer | undefined; index: number }>({ answer: undefined, index: -1 });
  const asked = searchRequestOf({ q: typed });
  const request = "request" in asked ? asked.request : null;
  const search = useQuery({ ...searchQueryOptions(request ?? { q: "" }), enabled: request !== null, placeholderData: keepPreviousData });
  const answer = request ? search.data : undefined;
  const options = optionsOf(answer, request?.q ?? "");
  const active = choice.answer === answer ? choice.index : -1;
  const setActive = (index: number) => setChoice({ answer, index });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
    // Opened by typing in the sidebar's box: the caret goes after what was typed there, so typing simply goes on.
    const input = field.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    return () => clearTimeout(pause.current);
  }, []);

  const open = (option: Option) => {
    onClose(false);
    void router.navigate({ href: option.href });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      const next = active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
    } else if (event.key === "Escape") {
      // Before the search field's own Escape, which would only clear it.
      event.preventDefault();
      onClose(true);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = options[active];
      if (chosen) open(chosen);
      else if (text.trim()) open({ kind: "all", href: searchPageHref(text.trim()) });
    }
  };

  const status = !request
    ? SEARCH_MESSAGES.empty
    : search.isError
      ? search.error.message
      : !answer
        ? "Searching..."
        : answer.groups.length === 0
          ? SEARCH_MESSAGES.noResults(request.q)
          : `${answer.correctedQ ? `${SEARCH_MESSAGES.showingFor(answer.correctedQ)}. ` : ""}${options.length - 1} results shown. Use the arrow keys to choose one, and Enter to open it.`;

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label="Search the site"
      onCancel={(event) => {
        event.preventDefault();
        onClose(true);
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === dialog.current) onClose(true);
      }}
    >
      <div className="search-dialog__box">
        <input
          ref={field}
          className="search-dialog__input"
          type="search"
          role="combobox"
          aria-label="Search the site"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          placeholder="Search projects, articles, blogs and posts"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            clearTimeout(pause.current);
            pause.current = setTimeout(() => setTyped(value), TYPING_PAUSE_MS);
          }}
          onKeyDown={onKeyDown}
        />
        <p className="search-dialog__status" role="status">
          {status}
        </p>
        <ul id={listId} role="listbox" aria-label="Results" className="search-dialog__list">
          {options.map((option, index) => (
            <li
              key={option.kind === "hit" ? `${option.hit.kind}/${option.hit.id}` : "all"}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={option.kind === "all" ? "search-dialog__option search-dialog__option--all" : "search-dialog__option"}
              onMouseMove={() => setActive(index)}
              onClick={() => open(option)}
            >
              {option.kind === "hit" ? (
                <>
                  <span className="search-kind">{ITEM_KINDS[option.hit.kind].label}</span>
                  <span className="search-dialog__title">
                    <HighlightedText segments={option.hit.title} />
                  </span>
                  {option.hit.snippet.length > 0 ? (
                    <span className="search-dialog__snippet">
                      <HighlightedText segments={option.hit.snippet} />
                    </span>
                  ) : null}
                </>
              ) : (
                <>See all results for “{request?.q}”</>
              )}
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
