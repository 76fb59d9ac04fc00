/**
 * Document ids as addresses carry them: a safe alphabet, so an id never names another path (no `/`, no `..`), and
 * never one of the names Firestore reserves (two underscores each side), which it refuses with an error. The API's
 * ids, the pages', the stats' and the fediverse's are all read with this one pattern.
 */
export const DOCUMENT_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

export const isDocumentId = (value: string): boolean => value.length <= 128 && DOCUMENT_ID_PATTERN.test(value);
