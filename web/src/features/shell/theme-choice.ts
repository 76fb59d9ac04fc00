/**
 * The reader's theme: "system" (the default: follow the device) or a fixed "light" or "dark", kept in localStorage.
 *
 * The page's colours come from CSS alone (web/src/styles/global.css): `color-scheme: light dark` follows the
 * device, and `data-theme` on <html> fixes one. Before the first paint the head's inline script
 * (web/build/theme-before-paint.ts, built from the names below) applies a stored choice; the sidebar's toggle
 * applies a new one through `saveThemeChoice`, which does the same.
 */

export type ThemeChoice = "system" | "light" | "dark";

export const THEME_CHOICES: readonly ThemeChoice[] = ["system", "light", "dark"];
/** The localStorage key: "light" or "dark"; absent means "system". */
export const THEME_STORAGE_KEY = "theme";
/** The attribute on <html> that fixes the theme, which the stylesheet's `:root[data-theme=…]` rules read. */
export const THEME_ATTRIBUTE = "data-theme";
/**
 * Each `<meta name="theme-color">` of web/index.html names its scheme in this attribute. Its `media` follows the
 * device, or matches always ("all") or never ("not all") once the reader fixed a theme, so the browser's own bars
 * take the page's colour.
 */
export const THEME_COLOR_SCHEME_ATTRIBUTE = "data-scheme";

const isFixed = (value: string | null): value is "light" | "dark" => value === "light" || value === "dark";

// Where storage is refused, this page's choice lives here until it is left.
let unsaved: ThemeChoice = "system";

/** The stored choice; "system" when there is none or storage is refused (a private window, a blocked cookie). */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isFixed(stored) ? stored : "system";
  } catch {
    return unsaved;
  }
}

/** Paints the page in `choice` at once: the attribute the stylesheet reads, and the browser bars' colour. */
export function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (isFixed(choice)) root.setAttribute(THEME_ATTRIBUTE, choice);
  else root.removeAttribute(THEME_ATTRIBUTE);
  document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((meta) => {
    const scheme = meta.getAttribute(THEME_COLOR_SCHEME_ATTRIBUTE);
    meta.media = isFixed(choice) ? (scheme === choice ? "all" : "not all") : `(prefers-color-scheme: ${scheme})`;
  });
}

const listeners = new Set<() => void>();

/** Remembers `choice` (where storage works), applies it and tells the toggles showing it. */
export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (isFixed(choice)) localStorage.setItem(THEME_STORAGE_KEY, choice);
    else localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Not remembered beyond this page (storage refused), but the page still changes.
    unsaved = choice;
  }
  applyThemeChoice(choice);
  for (const listener of listeners) listener();
}

/**
 * For `useSyncExternalStore`: calls `listener` when the choice changes here or in another tab of the site. Another
 * tab's change is applied to this page too, so the site's open tabs never disagree.
 */
export function subscribeToThemeChoice(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyThemeChoice(readThemeChoice());
    listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
