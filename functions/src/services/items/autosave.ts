import { Timestamp } from "firebase-admin/firestore";
import { AUTOSAVE_CONFLICT_MESSAGE, NEW_ITEM_TARGET, type Autosave, type AutosaveRequest } from "../../contract/autosave";
import type { ItemKind } from "../../contract/item-kinds";
import { db } from "../../firebase";
import { DomainError } from "../domain-error";
import { isoDate } from "../firestore-values";

/**
 * The owner's editor's autosave (contract/autosave.ts, docs/long-form.md "Autosave"): `autosaves/{kind}~{target}`, one
 * document per editor, where `target` is the item's id or "new". Clients cannot read or write the collection
 * (firestore.rules); the owner reaches it through the API. A save names the version it started from and is refused
 * when another tab or device has saved since, so two tabs never silently overwrite each other.
 */
export const AUTOSAVES = "autosaves";

const autosaveRef = (kind: ItemKind, target: string) => db().collection(AUTOSAVES).doc(`${kind}~${target}`);

function autosaveOf(data: FirebaseFirestore.DocumentData | undefined): Autosave | null {
  if (!data) return null;
  return { values: data.values as Record<string, string>, version: data.version as number, savedAt: isoDate(data.savedAt), tab: data.tab as string };
}

/** The kept copy of one editor, or null when nothing is kept. */
export async function readAutosave(kind: ItemKind, target: string): Promise<Autosave | null> {
  return autosaveOf((await autosaveRef(kind, target).get()).data());
}

/**
 * Keeps the editor's text as version `baseVersion + 1`, unless the kept copy is no longer the one this tab started
 * from: then nothing is written and a conflict is thrown, which the tab shows with the other copy.
 */
export async function saveAutosave(kind: ItemKind, target: string, { values, baseVersion, tab }: AutosaveRequest): Promise<Autosave> {
  const ref = autosaveRef(kind, target);
  return db().runTransaction(async (transaction) => {
    const kept = (await transaction.get(ref)).data();
    const keptVersion = typeof kept?.version === "number" ? kept.version : 0;
    if (keptVersion !== baseVersion) throw new DomainError("conflict", AUTOSAVE_CONFLICT_MESSAGE);
    const savedAt = Timestamp.now();
    transaction.set(ref, { kind, target, values, version: keptVersion + 1, tab, savedAt });
    return { values, version: keptVersion + 1, savedAt: savedAt.toDate().toISOString(), tab };
  });
}

/**
 * Forgets an editor's kept copy: the owner discarded it, or the item was saved. With `version`, only that version:
 * a copy another tab has saved since stays, and a conflict is thrown.
 */
export async function clearAutosave(kind: ItemKind, target: string, version?: number): Promise<void> {
  const ref = autosaveRef(kind, target);
  if (version === undefined) {
    await ref.delete();
    return;
  }
  await db().runTransaction(async (transaction) => {
    const kept = (await transaction.get(ref)).data();
    if (!kept) return;
    if (kept.version !== version) throw new DomainError("conflict", AUTOSAVE_CONFLICT_MESSAGE);
    transaction.delete(ref);
  });
}

/** After an item is saved, its editor's copy (and, for a new item, the new-item editor's) is no longer unsaved text. */
export async function clearAutosavesOfSave(kind: ItemKind, id: string, created: boolean): Promise<void> {
  await Promise.all([clearAutosave(kind, id), created ? clearAutosave(kind, NEW_ITEM_TARGET) : Promise.resolve()]);
}
