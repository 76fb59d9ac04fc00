import { createHash } from "node:crypto";
import { db } from "../../firebase";

/**
 * What was imported already (`importedEntries`, closed to clients): one document per source entry, keyed by a digest of
 * where it came from, naming the item it became. It is written in the same batch as the item, so running the same
 * import twice, or a task retried halfway, adds nothing twice, whatever kind the owner picks the second time.
 */
export const IMPORTED_ENTRIES = "importedEntries";

/** The key of an entry: its source site and its id there (a Markdown file's path, a WordPress post id). */
export const ledgerKey = (origin: string, sourceId: string) => createHash("sha256").update(`${origin}\n${sourceId}`).digest("hex");

export const ledgerRef = (key: string) => db().collection(IMPORTED_ENTRIES).doc(key);

/** Which of these keys were imported before, read 100 at a time. */
export async function importedKeys(keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += 100) {
    const docs = await db().getAll(...keys.slice(start, start + 100).map(ledgerRef));
    for (const doc of docs) if (doc.exists) found.add(doc.id);
  }
  return found;
}
