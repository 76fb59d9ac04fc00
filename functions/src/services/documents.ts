import type { DocumentReference, DocumentData } from "firebase-admin/firestore";
import { DomainError } from "./domain-error";

/** gRPC's NOT_FOUND: an update or precondition met a document that is not there (any more). */
export const GRPC_NOT_FOUND = 5;

export const isNotFound = (error: unknown) => (error as { code?: unknown }).code === GRPC_NOT_FOUND;

/** gRPC's ALREADY_EXISTS: a create met a document that is there already. */
const GRPC_ALREADY_EXISTS = 6;

export const isAlreadyThere = (error: unknown) => (error as { code?: unknown }).code === GRPC_ALREADY_EXISTS;

/** The stored data of a document that must exist, else the caller's 404 message. */
export async function requireDoc(ref: DocumentReference, notFound: string): Promise<DocumentData> {
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new DomainError("not-found", notFound);
  return snapshot.data() ?? {};
}

/**
 * Runs a write that needs its document to exist, answering the caller's 404 when it does not, also when
 * another call deleted it a moment before: a race between two clicks is the client's news, not a 500.
 */
export async function whileExists<T>(notFound: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isNotFound(error)) throw new DomainError("not-found", notFound);
    throw error;
  }
}
