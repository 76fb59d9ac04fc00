import { Suspense, type ReactElement } from "react";

/**
 * A part of the page that comes alive after the rest: a Suspense boundary. Hydrating a long page in one go keeps a
 * phone from answering a tap for a few hundred milliseconds; React instead hydrates the page around each boundary
 * first and each boundary's content afterwards, as separate, interruptible work at low priority (and a boundary
 * the reader taps or types into goes first). Meanwhile the server's HTML stays on screen. Anywhere else (a page the
 * browser renders itself, the server) it renders its children at once; nothing inside suspends there.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
