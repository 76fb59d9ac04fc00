// storage.rules cannot be evaluated on these machines (DESIGN.md: no Storage rules runtime), so this checks what can
// be checked without one: the rules name every kind's collection as the kind table does, and open nothing else.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ITEM_KIND_NAMES, ITEM_KINDS } from "./contract/item-kinds";

const rules = readFileSync(new URL("../../storage.rules", import.meta.url), "utf8");

describe("storage.rules", () => {
  it("maps every kind's URL segment to its Firestore collection, as the kind table does", () => {
    const mapped = [...rules.matchAll(/'([a-z-]+)': '([A-Za-z]+)'/g)].map(([, kind, collection]) => [kind, collection]);
    expect(Object.fromEntries(mapped)).toEqual(Object.fromEntries(ITEM_KIND_NAMES.map((kind) => [kind, ITEM_KINDS[kind].collection])));
  });

  it("lets clients read only single media files of public items, and write nothing", () => {
    const allows = [...rules.matchAll(/allow ([a-z, ]+): if ([^;]+);/g)].map(([, what, condition]) => `${what}: ${condition}`);
    expect(allows).toEqual(["read, write: false", "get: isPublicItem(kind, itemId)", "list, write: false"]);
    expect(rules).toContain("item.status == 'published' && item.publishAt <= request.time");
  });
});
