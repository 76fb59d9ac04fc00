import { Suspense, use, useId, useState, type ReactElement } from "react";

/**
 * A part of a server-rendered page that stays the server's HTML, readable and unchanged, until the reader comes
 * near it or reaches into it, and only then comes alive. A phone that opens the home page with fifty comment threads
 * below the fold then hydrates what is on its screen, not 250 articles nobody has scrolled to yet (issue 32: each
 * hydrated boundary is main-thread work that delays the first tap).
 *
 * How: inside a Suspense boundary, a gate suspends during hydration on a promise that settles when a marker's next
 * element nears the viewport (IntersectionObserver, half a screen ahead) or when the reader presses, clicks, types
 * into or focuses anything in it. React keeps a boundary that suspends while hydrating as the server's HTML and
 * hydrates it when the promise settles. Input is caught on the document in the capture phase, before React's own
 * listener on the root: React answers a click on a part still asleep by hydrating that part at once, and drops the
 * click if the part suspends, so the gate must already be open by then.
 *
 * Anywhere else (the server, a page the browser renders itself after a navigation, a member's page rendered afresh)
 * the marker is not in the document and the part renders at once.
 */
export function HydrateWhenSeen({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <SeenGate>{children}</SeenGate>
    </Suspense>
  );
}

function SeenGate({ children }: { children: ReactElement }) {
  const id = useId();
  // Asked once, when the gate mounts: only then can a marker already in the document be the server's. Later renders
  // of a mounted gate find its own marker there, and must not put its part back to sleep. (A mount that waits never
  // commits, so it asks again when it retries, and its part is awake by then.)
  const [wait] = useState(() => untilSeen(id));
  if (wait) use(wait);
  return (
    <>
      <span hidden id={id} />
      {children}
    </>
  );
}

/** The parts still asleep and what wakes each; the markers whose parts woke; the wait of each marker. */
const asleep = new Map<Element, () => void>();
const woken = new WeakSet<Element>();
const waits = new WeakMap<Element, Promise<void>>();

// A press, a key, focus (a screen reader or Tab) and a bare click (a script, assistive technology) each come first.
const INPUT_EVENTS = ["pointerdown", "keydown", "focusin", "click"] as const;

let observer: IntersectionObserver | null = null;

function wakeOnInput(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [part, wake] of asleep) if (part.contains(target)) wake();
}

function watch(part: Element, wake: () => void): void {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) asleep.get(entry.target)?.();
      },
      { rootMargin: "50% 0px" },
    );
    for (const name of INPUT_EVENTS) document.addEventListener(name, wakeOnInput, { capture: true, passive: true });
  }
  asleep.set(part, wake);
  observer.observe(part);
}

/** The promise to wait on before this part hydrates, or null when it may render now. */
function untilSeen(id: string): Promise<void> | null {
  if (typeof document === "undefined") return null;
  const marker = document.getElementById(id);
  const part = marker?.nextElementSibling;
  if (!marker || !part || woken.has(marker) || typeof IntersectionObserver !== "function") return null;
  const known = waits.get(marker);
  if (known) return known;
  const wait = new Promise<void>((resolve) => {
    watch(part, () => {
      asleep.delete(part);
      observer?.unobserve(part);
      woken.add(marker);
      resolve();
    });
  });
  waits.set(marker, wait);
  return wait;
}
