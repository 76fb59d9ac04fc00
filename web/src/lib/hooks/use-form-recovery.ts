import { useEffect, useMemo, useState, useSyncExternalStore } from "react";

/**
 * What the owner typed in an editor, kept in this browser (issue 22: nothing typed is lost). Every change is written to
 * localStorage under the editor's key, so a closed tab, a crash, a reload or a failed upload loses nothing; when the
 * editor opens again with a kept copy that differs from what it shows, it offers it back. Files are not kept: a
 * browser cannot store a chosen file for later. A save clears the copy: the form is then back where it started.
 */

/** The text fields of an editor, by name. */
export type FormValues = Record<string, string>;

export interface KeptCopy {
  values: FormValues;
  savedAt: number;
}

export interface FormRecovery {
  /** When the copy on offer was typed, or null when none is. */
  offeredAt: number | null;
  /** Puts the kept copy back in the form. */
  accept(): void;
  /** Forgets the kept copy. */
  dismiss(): void;
  /** Whether the form holds changes not yet saved. */
  dirty: boolean;
}

/** The key of one editor: a kind's new item, or one item's edit. */
export const editorKey = (kind: string, id: string | undefined) => `devfolio:unsaved:${kind}:${id ?? "new"}`;

const sameValues = (a: FormValues, b: FormValues) => JSON.stringify(a) === JSON.stringify(b);

function readCopy(key: string): KeptCopy | null {
  try {
    const copy = JSON.parse(localStorage.getItem(key) ?? "null") as KeptCopy | null;
    return copy && typeof copy.savedAt === "number" && typeof copy.values === "object" ? copy : null;
  } catch {
    return null;
  }
}

/** Only the fields the form has, as text: a copy from an older version of the form cannot add or break one. */
function fitted(copy: FormValues, shape: FormValues): FormValues {
  return Object.fromEntries(Object.keys(shape).map((name) => [name, typeof copy[name] === "string" ? copy[name] : shape[name]!]));
}

// The copy each open editor found when it opened, read when it subscribes (an effect), never while rendering (house
// style 11). It stays on offer, unchanged, until the owner answers.
const keptAtOpen = new Map<string, KeptCopy | null>();

const subscribeTo = (key: string) => (onChange: () => void) => {
  keptAtOpen.set(key, readCopy(key));
  onChange();
  return () => {
    keptAtOpen.delete(key);
  };
};

/** The kept copy worth offering: one that differs from what the form opened with. */
function offerable(key: string, initial: FormValues): KeptCopy | null {
  const copy = keptAtOpen.get(key) ?? null;
  return copy && !sameValues(fitted(copy.values, initial), initial) ? copy : null;
}

/** A copy kept elsewhere (the server's autosave, use-server-autosave.ts), and what discarding it does. */
export interface RemoteCopy {
  copy: KeptCopy | null;
  /** Still being read: nothing is offered until it is known, so an older copy is never offered over a newer one. */
  pending: boolean;
  discard(): void;
}

/** The newer of two copies on offer. */
const newer = (a: KeptCopy | null, b: KeptCopy | null) => (a && b ? (b.savedAt > a.savedAt ? b : a) : (a ?? b));

export function useFormRecovery(key: string, values: FormValues, restore: (values: FormValues) => void, remote?: RemoteCopy): FormRecovery {
  // What the form opened with: the item's fields, or an empty form.
  const [initial] = useState(values);
  const [answered, setAnswered] = useState(false);
  const subscribe = useMemo(() => subscribeTo(key), [key]);
  useSyncExternalStore(subscribe, () => keptAtOpen.get(key) ?? null, () => null);
  // This browser's copy, or the server's (typed on another device, or saved here before a crash), whichever is newer.
  const fromServer = remote?.copy && !sameValues(fitted(remote.copy.values, initial), initial) ? remote.copy : null;
  const waiting = remote?.pending ?? false;
  const offer = answered || waiting ? null : newer(offerable(key, initial), fromServer);
  const dirty = !sameValues(values, initial);
  // Forms build their values object anew on each render: the text is what changes.
  const typed = JSON.stringify(values);

  useEffect(() => {
    // Until the owner has answered the offer, the copy on offer is not overwritten.
    if (offer || waiting) return;
    try {
      if (dirty) localStorage.setItem(key, `{"values":${typed},"savedAt":${Date.now()}}`);
      else localStorage.removeItem(key);
    } catch {
      // Storage full or refused (private mode): the form works on, without a kept copy.
    }
  }, [key, typed, dirty, offer, waiting]);

  return {
    offeredAt: offer?.savedAt ?? null,
    accept() {
      if (offer) restore(fitted(offer.values, initial));
      setAnswered(true);
    },
    dismiss() {
      try {
        localStorage.removeItem(key);
      } catch {
        // Nothing was kept, then.
      }
      remote?.discard();
      setAnswered(true);
    },
    dirty,
  };
}
