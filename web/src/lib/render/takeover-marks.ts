/**
 * The marks by which the head's guard (web/build/guard-forms.ts, inline, running before the app) and the app tell
 * each other about the time before the app took the page over. On a phone the page is on screen a second or two before
 * that, and a password manager fills the login form the moment it appears.
 */

/** On <html>: the app has taken over the page, and its controls answer (root-layout.tsx). */
export const APP_READY_ATTRIBUTE = "data-app-ready";

/** On <html>: before that, the reader typed, chose or sent something; the app then hands it over (early-input.ts). */
export const EARLY_INPUT_ATTRIBUTE = "data-early-input";

/** On the button, or the form, of a submit the guard held because the app was not running yet. */
export const HELD_SUBMIT_ATTRIBUTE = "data-held-submit";
