// What the fuzzer could change in Firestore, read as (path -> update time), so two readings show exactly which
// documents a request created, changed or deleted. Other test files write to the same emulator at the same time,
// so the reading is scoped to what the fuzzer's own callers could reach: its fixtures and everything under them,
// its member's documents and everything the member wrote, what the owner wrote with the fuzzer's tag in it,
// and every account, username, mail and item named with the tag. rateLimits is left out on purpose: a refused
// attempt is meant to count there.
import { FieldPath, type DocumentReference, type DocumentSnapshot, type Query } from "firebase-admin/firestore";
import { ITEM_KIND_NAMES, ITEM_KINDS } from "@contract/item-kinds";
import { adminDb } from "./stack";

export interface FingerprintScope {
  tag: string;
  /** Fixture documents (items, home comments, reviews...) and the fuzz members' users/accounts documents. */
  docs: DocumentReference[];
  /** Paths under which every document counts (the fixture items' comments, the home comment's replies). */
  subtrees: string[];
  memberUids: string[];
  ownerUid: string;
}

export type Fingerprint = Map<string, string>;

const AUTHORED = ["reviews", "reports", "contactMessages", "homeComments"];
const prefixRange = (query: Query, field: string | FieldPath, tag: string) => query.where(field, ">=", tag).where(field, "<", `${tag}\uf8ff`);

function mentionsTag(snapshot: DocumentSnapshot, tag: string): boolean {
  return Object.values(snapshot.data() ?? {}).some((value) => typeof value === "string" && value.startsWith(tag));
}

/**
 * Which tagged collections a reading looks at besides the fixtures and what the callers wrote: the item
 * collections for a call under /api/{kind}, the account collections for any other, all of them when unsure.
 * A reading of everything takes about twice as long on two busy cores, and there is one after every write.
 */
export type Extras = "items" | "accounts" | "all";

export function extrasFor(path: string): Extras {
  const first = path.split("?")[0]?.split("/").filter(Boolean)[1] ?? "";
  if ((ITEM_KIND_NAMES as readonly string[]).includes(first)) return "items";
  return path.startsWith("/api/") ? "accounts" : "all";
}

export async function fingerprint(scope: FingerprintScope, extras: Extras = "all"): Promise<Fingerprint> {
  const authors = [...scope.memberUids, scope.ownerUid];
  const inScope = (snapshot: DocumentSnapshot) =>
    scope.memberUids.includes(snapshot.get("authorUid")) ||
    scope.subtrees.some((path) => snapshot.ref.path.startsWith(`${path}/`)) ||
    mentionsTag(snapshot, scope.tag);
  const queries: { query: Query; family?: Extras; filter?: (snapshot: DocumentSnapshot) => boolean }[] = [
    ...AUTHORED.map((name) => ({ query: adminDb.collection(name).where("authorUid", "in", authors), filter: inScope })),
    { query: adminDb.collectionGroup("comments").where("authorUid", "in", authors), filter: inScope },
    { query: adminDb.collectionGroup("replies").where("authorUid", "in", authors), filter: inScope },
    { query: adminDb.collection("sessions").where("uid", "in", scope.memberUids) },
  ];
  if (extras !== "items") {
    queries.push(
      { query: prefixRange(adminDb.collection("mail"), "to", scope.tag), family: "accounts" },
      { query: prefixRange(adminDb.collection("accounts"), "email", scope.tag), family: "accounts" },
      { query: prefixRange(adminDb.collection("users"), "username", scope.tag), family: "accounts" },
      { query: prefixRange(adminDb.collection("usernames"), FieldPath.documentId(), scope.tag), family: "accounts" },
    );
  }
  if (extras !== "accounts") {
    queries.push(
      ...ITEM_KIND_NAMES.map((kind) => ({
        query: prefixRange(adminDb.collection(ITEM_KINDS[kind].collection), "title", scope.tag),
        family: "items" as const,
      })),
    );
  }
  const [fixed, ...results] = await Promise.all([
    adminDb.getAll(...scope.docs),
    ...queries.map(({ query }) => query.get()),
  ]);
  const print: Fingerprint = new Map();
  const stamp = (snapshot: DocumentSnapshot) => (snapshot.updateTime ? `${snapshot.updateTime.seconds}.${snapshot.updateTime.nanoseconds}` : "missing");
  for (const snapshot of fixed) print.set(`core ${snapshot.ref.path}`, stamp(snapshot));
  results.forEach((result, index) => {
    const { filter, family = "core" } = queries[index] ?? {};
    for (const doc of result.docs) if (!filter || filter(doc)) print.set(`${family} ${doc.ref.path}`, stamp(doc));
  });
  return print;
}

const familyOf = (key: string) => key.slice(0, key.indexOf(" "));
const covers = (extras: Extras, key: string) => extras === "all" || familyOf(key) === "core" || familyOf(key) === extras;

/** The documents that differ between a reading and one (of `extras`) taken later: created, changed or deleted. */
export function changedPaths(before: Fingerprint, after: Fingerprint, extras: Extras = "all"): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => covers(extras, key) && before.get(key) !== after.get(key)).map((key) => key.slice(key.indexOf(" ") + 1)).sort();
}

export interface Change {
  path: string;
  change: "created" | "updated" | "deleted";
}

/** The same differences, each with what happened to the document. */
export function changes(before: Fingerprint, after: Fingerprint, extras: Extras = "all"): Change[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys]
    .filter((key) => covers(extras, key) && before.get(key) !== after.get(key))
    .map((key) => {
      const [old, now] = [before.get(key) ?? "missing", after.get(key) ?? "missing"];
      const change = old === "missing" ? "created" : now === "missing" ? "deleted" : "updated";
      return { path: key.slice(key.indexOf(" ") + 1), change } as Change;
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** `before` brought up to date with a later reading of `extras`: what that reading did not look at stays. */
export function updated(before: Fingerprint, after: Fingerprint, extras: Extras): Fingerprint {
  const result = new Map([...before].filter(([key]) => !covers(extras, key)));
  for (const [key, value] of after) result.set(key, value);
  return result;
}
