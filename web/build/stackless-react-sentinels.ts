import type { Plugin } from "vite";

/**
 * React DOM's client creates five errors when its module first runs: sentinels it throws and catches by identity to
 * unwind a render (`SuspenseException`, `HydrationMismatchException`…), never shown to anyone. With DevTools attached,
 * as Lighthouse and every browser test are, V8 records each new error's stack with its source lines, and the frame
 * that creates these is the one function the bundler wraps React DOM's CommonJS module in: V8 re-parses all of it to
 * find them. That made React DOM's first call 66-91 ms instead of 3-9 ms unthrottled, 173-231 ms instead of 17-34 ms
 * at 4× CPU (docs/performance.md, "React DOM's sentinels made without a stack").
 *
 * Made as objects with Error's prototype, they stay `instanceof Error` with the same message and name, and they are
 * still the same objects React compares against; only the stack, which nothing reads, is gone.
 */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const SENTINEL = /\b(\w+Exception) = Error\(formatProdErrorMessage\((\d+)\)\)/g;

/** The module's code with its sentinels made without a stack; throws when there are none, so an upgrade that renames them is noticed. */
export function withStacklessSentinels(code: string): string {
  let made = 0;
  const rewritten = code.replace(SENTINEL, (_match, name: string, messageCode: string) => {
    made += 1;
    return `${name} = Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${messageCode}) } })`;
  });
  if (made === 0) {
    throw new Error("stackless-react-sentinels: React DOM's client no longer creates `…Exception = Error(formatProdErrorMessage(…))` sentinels; check what it does now, and update or remove this plugin.");
  }
  return rewritten;
}

export function stacklessReactSentinels(): Plugin {
  return {
    name: "stackless-react-sentinels",
    apply: "build",
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      return { code: withStacklessSentinels(code), map: null };
    },
  };
}
