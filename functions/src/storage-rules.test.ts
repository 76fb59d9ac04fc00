// storage.rules cannot be evaluated by a Storage rules engine on these machines (docs/operations.md, "Storage rules":
// the firebase-tools runtime needs Java 21 and a jar from storage.googleapis.com, neither of which these machines can
// get). So each rule is proven another way: the rules file is read into its match blocks and allow statements, each
// allow is checked for who it opens what to, and the one condition that opens anything (isPublicItem) is evaluated,
// from its own text, against the same item states as the API's public predicate. tests/rules/storage-emulator.test.ts
// shows the running emulator refusing client writes and listings.
import { readFileSync } from "node:fs";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ITEM_KIND_NAMES, ITEM_KINDS } from "./contract/item-kinds";
import { isPublicItem } from "./services/items/visibility";
import { mediaFolder } from "./services/items/publishing-service";

const rules = readFileSync(new URL("../../storage.rules", import.meta.url), "utf8");

/** Each `match` path with the allow statements written directly inside it (nested matches are blocks of their own). */
function matchBlocks(text: string): Map<string, string[]> {
  const blocks = new Map<string, string[]>();
  const open: { path: string; depth: number }[] = [];
  let depth = 0;
  for (const line of text.split("\n")) {
    const code = line.replace(/\/\/.*$/, "");
    const match = /^\s*match\s+(\S+)\s*\{/.exec(code);
    if (match?.[1]) {
      const path = [...open.map((each) => each.path), match[1]].join("");
      open.push({ path, depth: depth + 1 });
      blocks.set(path, []);
    }
    const allow = /^\s*allow\s+([a-z, ]+):\s*if\s+([^;]+);/.exec(code);
    const current = open.at(-1);
    if (allow && current) blocks.get(current.path)?.push(`${allow[1]}: ${allow[2]}`);
    // A path's own braces ({bucket}) are wildcards, not blocks.
    for (const char of match?.[1] ? code.replace(match[1], "") : code) {
      if (char === "{") depth += 1;
      if (char === "}") {
        if (open.at(-1)?.depth === depth) open.pop();
        depth -= 1;
      }
    }
  }
  return blocks;
}

/**
 * The body of isPublicItem (`item.<field> <op> <value> && ...`) as a JavaScript predicate. Only the operators and
 * names the rule uses are understood; anything else throws, so a rule that changes shape fails here until the
 * test learns it.
 */
function ruleCondition(): (item: Record<string, unknown>, now: Timestamp) => boolean {
  const body = /function isPublicItem\(kind, itemId\) \{([\s\S]*?)\n {4}\}/.exec(rules)?.[1] ?? "";
  expect(body).toContain("let item = firestore.get(/databases/(default)/documents/$(collectionOf(kind))/$(itemId)).data;");
  const condition = /return ([^;]+);/.exec(body)?.[1] ?? "";
  const terms = condition.split("&&").map((term) => {
    const parts = /^\s*item\.(\w+) (==|<=) ('[a-z]+'|request\.time)\s*$/.exec(term);
    if (!parts) throw new Error(`storage.rules: the test does not read "${term}"`);
    return { field: parts[1] ?? "", op: parts[2], value: parts[3] ?? "" };
  });
  return (item, now) =>
    terms.every(({ field, op, value }) => {
      const stored = item[field];
      // A missing field is an error in the rules language, and an error denies.
      if (stored === undefined) return false;
      if (op === "==") return stored === value.slice(1, -1);
      return stored instanceof Timestamp && value === "request.time" && stored.toMillis() <= now.toMillis();
    });
}

describe("storage.rules", () => {
  const blocks = matchBlocks(rules);

  it("has exactly two match blocks under the bucket: everything, and one media file of an item", () => {
    expect([...blocks.keys()]).toEqual(["/b/{bucket}/o", "/b/{bucket}/o/{allPaths=**}", "/b/{bucket}/o/media/{kind}/{itemId}/{file}"]);
    expect(blocks.get("/b/{bucket}/o")).toEqual([]);
  });

  it("closes every path to every client, owner included, unless a later block opens it", () => {
    expect(blocks.get("/b/{bucket}/o/{allPaths=**}")).toEqual(["read, write: false"]);
  });

  it("opens only `get` of one media file, to anyone, when its item is public; never list or write", () => {
    expect(blocks.get("/b/{bucket}/o/media/{kind}/{itemId}/{file}")).toEqual(["get: isPublicItem(kind, itemId)", "list, write: false"]);
    // No rule looks at who asks: the owner, a member and a guest holding the SDK get the same answers.
    expect(rules).not.toMatch(/request\.auth/);
  });

  it("stores each item's media where that block matches: media/{kind}/{itemId}/{file}", () => {
    for (const kind of ITEM_KIND_NAMES) expect(`${mediaFolder(kind, "abc123")}/file.png`).toMatch(new RegExp(`^media/${kind}/abc123/[^/]+$`));
  });

  it("maps every kind's URL segment to its Firestore collection, as the kind table does", () => {
    const mapped = [...rules.matchAll(/'([a-z-]+)': '([A-Za-z]+)'/g)].map(([, kind, collection]) => [kind, collection]);
    expect(Object.fromEntries(mapped)).toEqual(Object.fromEntries(ITEM_KIND_NAMES.map((kind) => [kind, ITEM_KINDS[kind].collection])));
  });

  it("decides a file is public exactly when the API's public predicate says its item is", () => {
    const condition = ruleCondition();
    const now = Timestamp.now();
    const past = Timestamp.fromMillis(now.toMillis() - 60_000);
    const future = Timestamp.fromMillis(now.toMillis() + 60_000);
    const states: [string, Record<string, unknown>, boolean][] = [
      ["published, its time come", { status: "published", publishAt: past }, true],
      ["published this very moment", { status: "published", publishAt: now }, true],
      ["scheduled", { status: "published", publishAt: future }, false],
      ["a draft", { status: "draft", publishAt: past }, false],
      ["in the trash", { status: "trashed", trashedFrom: "published", trashedAt: past, publishAt: past }, false],
      ["published without a publish time", { status: "published" }, false],
    ];
    for (const [label, item, expected] of states) {
      expect({ label, rule: condition(item, now), api: isPublicItem(item, now) }).toEqual({ label, rule: expected, api: expected });
    }
  });
});
