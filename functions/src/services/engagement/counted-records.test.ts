import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { initializeApp } from "firebase-admin/app";
import { describe, expect, it } from "vitest";
import { stageCounted } from "./counted-records";
import { commentCounter } from "./likes-and-comments";

// References only: nothing here talks to Firestore.
const firestore = getFirestore(initializeApp({ projectId: "demo-counted-records" }, "counted-records-test"));

function recorder() {
  const writes: [string, string, unknown][] = [];
  return {
    writes,
    create: (ref: { path: string }, data: unknown) => writes.push(["create", ref.path, data]),
    delete: (ref: { path: string }, precondition?: unknown) => writes.push(["delete", ref.path, precondition]),
    update: (ref: { path: string }, data: unknown) => writes.push(["update", ref.path, data]),
  };
}

describe("stageCounted", () => {
  const item = firestore.doc("blogs/b1");
  const comment = item.collection("comments").doc("c1");

  it("creates a comment and raises its item's commentCount by one, in the writer it is given", () => {
    const writes = recorder();
    stageCounted(writes as never, "create", comment, { text: "Hi" }, commentCounter(item));
    expect(writes.writes.map(([op, path]) => [op, path])).toEqual([["create", "blogs/b1/comments/c1"], ["update", "blogs/b1"]]);
    expect((writes.writes[1]![2] as { commentCount: FieldValue }).commentCount.isEqual(FieldValue.increment(1))).toBe(true);
  });

  it("deletes only a comment that is there, and lowers the count by one", () => {
    const writes = recorder();
    stageCounted(writes as never, "delete", comment, {}, commentCounter(item));
    expect(writes.writes[0]).toEqual(["delete", "blogs/b1/comments/c1", { exists: true }]);
    expect((writes.writes[1]![2] as { commentCount: FieldValue }).commentCount.isEqual(FieldValue.increment(-1))).toBe(true);
  });
});
