import { useCallback, useSyncExternalStore } from "react";
import { readStoredTransactions, type Transaction } from "./transactions";

const STORAGE_KEY = "devfolio.expense-tracker";
const NONE: Transaction[] = [];

// The list as last read or written while a tracker is on the page. Storage can be off (private modes, blocked
// cookies); the list then lives here only while the tracker is open.
let current: Transaction[] | null = null;
const listeners = new Set<() => void>();

// Storage is read when the first tracker subscribes (an effect), never while rendering (DESIGN.md rule 11).
function snapshot(): Transaction[] {
  return current ?? NONE;
}

function subscribe(onChange: () => void): () => void {
  // A tracker opened afresh reads storage again rather than trusting what an earlier visit left in memory.
  if (listeners.size === 0) current = readStoredTransactions(readStorage());
  listeners.add(onChange);
  onChange();
  // Another tab changing the list shows up here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    current = readStoredTransactions(event.newValue);
    onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
    if (listeners.size === 0) current = null;
  };
}

function save(list: Transaction[]): void {
  current = list;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Full or disabled: the list stays in memory.
  }
  for (const listener of listeners) listener();
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The tracker's transactions, kept in localStorage so a reload keeps them. The first render, in a browser or
 * not, shows an empty list; the saved one follows as soon as the tracker is on the page.
 */
export function useStoredTransactions() {
  const transactions = useSyncExternalStore(subscribe, snapshot, () => NONE);
  const setTransactions = useCallback(
    (next: Transaction[] | ((list: Transaction[]) => Transaction[])) =>
      save(typeof next === "function" ? next(snapshot()) : next),
    [],
  );
  return [transactions, setTransactions] as const;
}
