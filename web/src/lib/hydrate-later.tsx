import { Suspense, useState, type ReactElement } from "react";

// Hydrating a long page is one long task: on a phone it keeps the page from answering a tap for a few hundred
// milliseconds. Parts below the fold can come alive a moment later, each in a task of its own. While they wait,
// the server's HTML stays on screen: Preact (the production build) keeps a component that suspends during
// hydration as its one root element, and hydrates it when it renders again. Hydration with React (the unit tests
// never hydrate) is not synchronous, so there every part would render at once. A part inside another part comes
// alive with it.

let hydrating = false;
let lastTurn: Promise<void> = Promise.resolve();

/** Runs the page's hydration (synchronous with Preact), during which every `HydrateLater` part takes a turn. */
export function hydrateInTurns(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

interface Turn {
  done: boolean;
  promise: Promise<void>;
}

const DONE: Turn = { done: true, promise: lastTurn };

/** The next turn, in page order, each in its own task after the ones before it. */
function takeTurn(): Turn {
  const turn: Turn = { done: false, promise: lastTurn };
  turn.promise = lastTurn = lastTurn
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    .then(() => {
      turn.done = true;
    });
  return turn;
}

function WaitForTurn({ children }: { children: ReactElement }) {
  // Kept across the suspension: the render after the turn finds it done.
  const [turn] = useState(() => (hydrating ? takeTurn() : DONE));
  if (!turn.done) throw turn.promise;
  return children;
}

/**
 * Hydrates `children` in a task of its own after the page's first hydration. Anywhere else (a page the browser
 * renders itself, the server) it renders them at once. `children` must be one element: that element's markup is
 * what stays on screen meanwhile.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
