import { useEffect, useState } from "react";

/** How long typing must pause before a list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stayed the same for `delayMs`: each keystroke of a search must not be a request. */
export function useDebouncedValue<Value>(value: Value, delayMs = SEARCH_DEBOUNCE_MS): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
