import { useSyncExternalStore, type ReactNode } from "react";
import { readThemeChoice, saveThemeChoice, subscribeToThemeChoice, THEME_CHOICES, type ThemeChoice } from "./theme-choice";
import "./theme-toggle.css";

const LABELS: Record<ThemeChoice, string> = { system: "System", light: "Light", dark: "Dark" };

/** A 24-unit stroke icon in the text colour; decorative, as the option's text names it. */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const ICONS: Record<ThemeChoice, ReactNode> = {
  system: (
    <Glyph>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </Glyph>
  ),
  light: (
    <Glyph>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Glyph>
  ),
  dark: (
    <Glyph>
      <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z" />
    </Glyph>
  ),
};

// The sidebar renders this only in the browser (it is lazy, after hydration), where the stored choice is known.
const onServer = (): ThemeChoice => "system";

/**
 * The sidebar's theme control: three radios, System (follow the device, the default), Light and Dark. A choice
 * applies at once and is remembered for the next visit; the head's inline script applies it before the first paint.
 */
export default function ThemeToggle() {
  const choice = useSyncExternalStore(subscribeToThemeChoice, readThemeChoice, onServer);
  return (
    <fieldset className="theme-toggle">
      <legend className="theme-toggle__legend">Theme</legend>
      <div className="theme-toggle__options">
        {THEME_CHOICES.map((option) => (
          <label key={option} className="theme-toggle__option">
            <input
              type="radio"
              name="site-theme"
              value={option}
              className="theme-toggle__radio"
              checked={choice === option}
              onChange={() => saveThemeChoice(option)}
            />
            {ICONS[option]}
            <span>{LABELS[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
