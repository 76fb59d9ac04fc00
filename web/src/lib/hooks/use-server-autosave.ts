import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { AUTOSAVE_QUIET_MS, type Autosave } from "@contract/autosave";
import type { ItemKind } from "@contract/item-kinds";
import { deleteAutosave, fetchAutosave, putAutosave } from "@/api/autosave";
import { ApiError } from "@/api/client";
import type { FormValues } from "./use-form-recovery";

/**
 * The owner's editor's autosave to the server (issue 35, docs/long-form.md "Autosave"). A few seconds after typing
 * pauses, what is typed is kept on the server as the next version of the editor's copy, so another device, or this one
 * after a crash, finds it. Each save names the version this tab last saved or loaded: when another tab or device has
 * saved since, the server refuses (409) and this tab stops saving and shows the other copy, to load or to replace.
 * The copy in this browser (use-form-recovery.ts) stays underneath, for when the server cannot be reached.
 */

export type AutosaveStatus = "idle" | "saving" | "saved" | "failed" | "conflict";

export interface ServerAutosave {
  status: AutosaveStatus;
  /** When the server last kept this tab's text. */
  savedAt: string | null;
  /** Why the last save failed, in the server's words. */
  failure: string | null;
  /** Another tab's or device's copy, kept since this tab's last save: shown when status is "conflict". */
  theirs: Autosave | null;
  /** Puts the other copy in the form, and goes on saving from it. */
  loadTheirs(): void;
  /** Keeps this tab's text: saves it over the other copy now. */
  keepMine(): void;
  /** Forgets the copy on the server (the owner discarded the text on offer); saves then start afresh. */
  discard(): void;
}

// Browsers refuse a keepalive request of more than 64 KiB; a longer text leaves with the copy in this browser only.
const KEEPALIVE_MAX_BYTES = 60_000;

/** The copy the server kept for this editor when it opened: read once, and not again while it is open. */
export function useAutosaveAtOpen(kind: ItemKind, target: string) {
  return useQuery({
    queryKey: ["autosave", kind, target],
    queryFn: async ({ signal }) => (await fetchAutosave(kind, target, signal)).autosave,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

export interface AutosaveInput {
  kind: ItemKind;
  /** The item's id, or "new" (contract/autosave.ts). */
  target: string;
  values: FormValues;
  /** Whether the form differs from what it opened with: an unchanged form is not saved. */
  dirty: boolean;
  /** While true nothing is saved: the copy on offer is unanswered, or the item itself is being saved. */
  paused: boolean;
  /** The server's copy at open (undefined until read): the version saves start from. */
  atOpen: Autosave | null | undefined;
  restore: (values: FormValues) => void;
}

export function useServerAutosave({ kind, target, values, dirty, paused, atOpen, restore }: AutosaveInput): ServerAutosave {
  const [tab] = useState(() => crypto.randomUUID());
  const [status, setStatus] = useState<AutosaveStatus>("idle");
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<Autosave | null>(null);
  // The version this tab's next save starts from; null until the copy at open is known.
  const base = useRef<number | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (base.current !== null || atOpen === undefined) return;
    base.current = atOpen?.version ?? 0;
    setReady(true);
  }, [atOpen]);
  // The text last sent (or being sent), so a text is sent once; saves run one after another, each from the version
  // the one before it made.
  const sent = useRef<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const typed = JSON.stringify(values);

  const showConflict = (copy: Autosave) => {
    setTheirs(copy);
    setStatus("conflict");
  };

  const save = (text: string) => {
    sent.current = text;
    queue.current = queue.current.then(async () => {
      if (base.current === null) return;
      setStatus("saving");
      try {
        const { autosave } = await putAutosave(kind, target, { values: JSON.parse(text) as FormValues, baseVersion: base.current, tab });
        if (!autosave) return;
        base.current = autosave.version;
        setSavedAt(autosave.savedAt);
        setFailure(null);
        setStatus("saved");
      } catch (error) {
        sent.current = null;
        if (error instanceof ApiError && error.status === 409) {
          const { autosave: copy } = await fetchAutosave(kind, target).catch(() => ({ autosave: null }));
          if (copy) return showConflict(copy);
          // The other copy is gone (that item was saved, or the copy discarded): nobody's text is replaced by ours.
          base.current = 0;
          setStatus("idle");
          return;
        }
        setFailure(error instanceof ApiError ? error.message : "The server could not be reached.");
        setStatus("failed");
      }
    });
  };

  /** Forgets the version this tab knows of, and no other: what another tab saved since stays (the server's 409). */
  const forget = () => {
    queue.current = queue.current.then(async () => {
      if (!base.current) return;
      try {
        await deleteAutosave(kind, target, base.current);
        base.current = 0;
        sent.current = null;
      } catch {
        // Kept: it stays the version saves start from, and the next save replaces it or meets the other tab's.
      }
    });
  };

  const blocked = paused || !dirty || status === "conflict" || !ready;
  // A form back where it opened holds nothing unsaved, on the server as in this browser.
  const unchanged = !paused && !dirty && status !== "conflict" && ready;
  useEffect(() => {
    if (unchanged) forget();
    // forget is a plain closure over refs; whether the form is back where it opened is what decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unchanged]);

  useEffect(() => {
    if (blocked || typed === sent.current) return;
    const timer = window.setTimeout(() => save(typed), AUTOSAVE_QUIET_MS);
    return () => window.clearTimeout(timer);
    // save is a plain closure over refs and setters; the text and the gate are what decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, blocked]);

  // Closing or hiding the tab sends what the quiet period was still holding, as a request that outlives the page;
  // showing it again asks whether another tab or device has saved since.
  const latest = useRef({ typed, blocked });
  useEffect(() => {
    latest.current = { typed, blocked };
  });
  useEffect(() => {
    const onHide = () => {
      const { typed: text, blocked: gate } = latest.current;
      if (gate || text === sent.current || base.current === null || text.length > KEEPALIVE_MAX_BYTES) return;
      sent.current = text;
      void putAutosave(kind, target, { values: JSON.parse(text) as FormValues, baseVersion: base.current, tab }, true).then(
        ({ autosave }) => {
          if (autosave) base.current = autosave.version;
        },
        () => {
          sent.current = null;
        },
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") return onHide();
      if (base.current === null) return;
      void fetchAutosave(kind, target).then(({ autosave: copy }) => {
        if (copy && copy.tab !== tab && copy.version !== base.current) showConflict(copy);
      }, () => undefined);
    };
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [kind, target, tab]);

  return {
    status,
    savedAt,
    failure,
    theirs,
    loadTheirs() {
      if (!theirs) return;
      base.current = theirs.version;
      sent.current = JSON.stringify(theirs.values);
      restore(theirs.values);
      setSavedAt(theirs.savedAt);
      setTheirs(null);
      setStatus("saved");
    },
    keepMine() {
      if (!theirs) return;
      base.current = theirs.version;
      setTheirs(null);
      setStatus("idle");
      save(typed);
    },
    discard: forget,
  };
}
