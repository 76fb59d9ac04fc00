import { Suspense, use, useEffect, useId, useState, type ReactElement } from "react";

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
 * A part whose code is itself lazy (a comments section) may still be loading its chunk when the click comes: the
 * click is then held, and clicked again on the same element once the part has hydrated, so no press is lost.
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
  // Runs once the part has hydrated (its lazy code included): the clicks held meanwhile reach it now.
  useEffect(() => replayHeldClicks(id), [id]);
  return (
    <>
      <span hidden id={id} />
      {children}
    </>
  );
}

/** The parts still asleep and what wakes each; the wait of each marker, settled once its part woke. */
const asleep = new Map<Element, () => void>();
/** The parts woken but not hydrated yet, with the elements clicked in them meanwhile. */
const waking = new Map<Element, Element[]>();
const waits = new WeakMap<Element, Promise<void>>();

// A press, a key, focus (a screen reader or Tab) and a bare click (a script, assistive technology) each come first.
const INPUT_EVENTS = ["pointerdown", "keydown", "focusin", "click"] as const;

let observer: IntersectionObserver | null = null;

function wakeOnInput(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [part, wake] of asleep) if (part.contains(target)) wake();
  if (event.type !== "click" || !(target instanceof Element)) return;
  for (const [part, held] of waking) {
    if (!part.contains(target)) continue;
    // React would drop it: the part suspends while its code loads. Held here, before React's listener on the root.
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
  }
}

function replayHeldClicks(markerId: string): void {
  const part = document.getElementById(markerId)?.nextElementSibling;
  const held = part ? waking.get(part) : undefined;
  if (!part || !held) return;
  waking.delete(part);
  for (const element of held) {
    if (element instanceof HTMLElement) element.click();
    else element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  }
}

function watch(part: Element, wake: () => void): void {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) asleep.get(entry.target)?.();
      },
      { rootMargin: "50% 0px" },
    );
    // Passive but for the click, which may have to be held (wakeOnInput).
    for (const name of INPUT_EVENTS) document.addEventListener(name, wakeOnInput, { capture: true, passive: name !== "click" });
  }
  asleep.set(part, wake);
  observer.observe(part);
}

/** The promise to wait on before this part hydrates, or null when it may render now. */
function untilSeen(id: string): Promise<void> | null {
  if (typeof document === "undefined") return null;
  const marker = document.getElementById(id);
  const part = marker?.nextElementSibling;
  if (!marker || !part || typeof IntersectionObserver !== "function") return null;
  // A mount that waited asks again when it retries: it must wait on the same promise, settled by now, as React wants
  // the same use() calls on every render of it.
  const known = waits.get(marker);
  if (known) return known;
  const wait = new Promise<void>((resolve) => {
    watch(part, () => {
      asleep.delete(part);
      waking.set(part, []);
      observer?.unobserve(part);
      resolve();
    });
  });
  waits.set(marker, wait);
  return wait;
}
