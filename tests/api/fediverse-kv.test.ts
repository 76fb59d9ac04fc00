// Fedify's key-value store on Firestore (functions/src/fediverse/federation/firestore-kv-store.ts), against the emulator: what
// Fedify relies on for its caches, its seen-activity ids and its circuit breaker.
import { Temporal } from "@js-temporal/polyfill";
import { randomUUID } from "node:crypto";
import { afterAll, expect, it } from "vitest";
import { FirestoreKvStore } from "../../functions/src/fediverse/federation/firestore-kv-store";
import { adminDb } from "../support/stack";

const kv = new FirestoreKvStore();
const run = randomUUID();

afterAll(async () => {
  const mine = await adminDb.collection("fediverseKv").where("path", ">=", `test|${run}`).where("path", "<", `test|${run}\uffff`).get();
  await Promise.all(mine.docs.map((doc) => doc.ref.delete()));
});

it("stores values of any JSON shape under keys of any text, and deletes them", async () => {
  const key = ["test", run, "https://peer.example/users/bob#main-key"] as const;
  await kv.set(key, { nested: [[1, null], "two"], at: null });
  expect(await kv.get(key)).toEqual({ nested: [[1, null], "two"], at: null });
  await kv.delete(key);
  expect(await kv.get(key)).toBeUndefined();
});

it("keeps ['a|b'] and ['a', 'b'] apart, and names a very long key by its digest", async () => {
  await kv.set(["test", run, "a|b"], 1);
  await kv.set(["test", run, "a", "b"], 2);
  expect(await kv.get(["test", run, "a|b"])).toBe(1);
  expect(await kv.get(["test", run, "a", "b"])).toBe(2);
  const long = ["test", run, "x".repeat(3000)] as const;
  await kv.set(long, "long");
  expect(await kv.get(long)).toBe("long");
});

it("forgets an entry once its time to live has passed", async () => {
  const key = ["test", run, "short-lived"] as const;
  await kv.set(key, "soon gone", { ttl: Temporal.Duration.from({ milliseconds: 300 }) });
  expect(await kv.get(key)).toBe("soon gone");
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(await kv.get(key)).toBeUndefined();
});

it("swaps a value only when it is still the one expected", async () => {
  const key = ["test", run, "cas"] as const;
  expect(await kv.cas!(key, undefined, 1)).toBe(true);
  expect(await kv.cas!(key, undefined, 2)).toBe(false);
  expect(await kv.cas!(key, 1, 3)).toBe(true);
  expect(await kv.get(key)).toBe(3);
});

it("lists the entries under a prefix, and only those", async () => {
  await kv.set(["test", run, "list", "one"], 1);
  await kv.set(["test", run, "list", "two"], 2);
  await kv.set(["test", run, "listed-not"], 3);
  const listed = [];
  for await (const entry of kv.list(["test", run, "list"])) listed.push(entry);
  expect(listed.map((entry) => [entry.key.at(-1), entry.value]).sort()).toEqual([
    ["one", 1],
    ["two", 2],
  ]);
});
