// @vitest-environment node
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { withStacklessSentinels } from "./stackless-react-sentinels";

const require = createRequire(import.meta.url);
// The file the web build bundles: react-dom/client picks it in production.
const reactDomClient = readFileSync(join(dirname(require.resolve("react-dom/package.json")), "cjs/react-dom-client.production.js"), "utf8");
const SENTINELS = ["HydrationMismatchException", "SuspenseException", "SuspenseyCommitException", "SuspenseActionException", "SelectiveHydrationException"];

describe("stackless-react-sentinels", () => {
  it("makes every sentinel of the installed React DOM without a stack, and nothing else", () => {
    const rewritten = withStacklessSentinels(reactDomClient);
    for (const name of SENTINELS) {
      expect(rewritten).toContain(`${name} = Object.create(Error.prototype, { message: { value: formatProdErrorMessage(`);
      expect(rewritten).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
    }
    // The errors React creates while rendering, to report them, keep their stacks.
    expect(rewritten.match(/\bError\(/g)!.length).toBe(reactDomClient.match(/\bError\(/g)!.length - SENTINELS.length);
  });

  it("makes an error that is an Error, with its message and name, and has no stack to record", () => {
    const formatProdErrorMessage = (code: number) => `Minified React error #${code}`;
    const made = new Function("formatProdErrorMessage", `var ${withStacklessSentinels("SuspenseException = Error(formatProdErrorMessage(460))")}; return SuspenseException;`)(formatProdErrorMessage) as Error;
    expect(made).toBeInstanceOf(Error);
    expect(String(made)).toBe("Error: Minified React error #460");
    expect(made.stack).toBeUndefined();
  });

  it("fails the build, saying what to check, when React DOM no longer has them", () => {
    expect(() => withStacklessSentinels("var x = 1;")).toThrow(/no longer creates/);
  });
});
