import { useCallback, useSyncExternalStore } from "react";
import { readStoredTransactions, type Transaction } from "./transactions";

const STORAGE_KEY = "devfolio.expense-tracker";
const NONE: Transaction[] = [];

// The list as last read or written. Storage can be off (private modes, blocked cookies); the list then lives
// here for the visit only.
let current: { raw: string | null; list: Transaction[] } | null = null;
const listeners = new Set<() => void>();

function snapshot(): Transaction[] {
  current ??= fromRaw(readStorage());
  return current.list;
}

function fromRaw(raw: string | null) {
  return { raw, list: readStoredTransactions(raw) };
}

function subscribe(onChange: () => void): () => void {
  // A tracker opened afresh reads storage again rather than trusting what an earlier visit left in memory.
  if (listeners.size === 0) current = null;
  listeners.add(onChange);
  // Another tab changing the list shows up here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    current = fromRaw(event.newValue);
    onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

function save(list: Transaction[]): void {
  const raw = JSON.stringify(list);
  current = { raw, list };
  try {
    window.localStorage.setItem(STORAGE_KEY, raw);
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
 * The tracker's transactions, kept in localStorage so a reload keeps them. Rendering without a browser
 * (prerendering) sees an empty list; the browser then reads storage before the first paint.
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
