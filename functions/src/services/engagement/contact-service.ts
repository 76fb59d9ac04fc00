import { FieldValue } from "firebase-admin/firestore";
import type { ContactMessage, ContactRequest } from "../../contract/community";
import { COMMUNITY_LIST_SIZE } from "../../contract/limits";
import { ownerAccount } from "../../config";
import { db } from "../../firebase";
import { consumeCommunityLimit } from "./community-limits";
import { whileExists } from "../documents";
import { isoDate, text } from "../firestore-values";
import { queueContactEmail } from "../mail/outbox";
import { recordModeration } from "../moderation/moderation-audit";

/**
 * contactMessages/{id}: {authorUid, name, email, subject, message, createdAt, handled?, handledAt?}; only the owner
 * reads them. `handled: true` once the owner has dealt with one: kept, but no longer counted as waiting.
 */
export const CONTACT_MESSAGES = "contactMessages";

/** Stores the message and mails it to the owner, in one batch: the owner hears of every message. */
export async function sendContactMessage(uid: string, request: ContactRequest): Promise<void> {
  await consumeCommunityLimit("contactMessages", uid);
  const batch = db().batch();
  batch.create(db().collection(CONTACT_MESSAGES).doc(), { authorUid: uid, ...request, createdAt: FieldValue.serverTimestamp() });
  const ownerEmail = ownerAccount().email;
  if (ownerEmail) queueContactEmail(batch, ownerEmail, request);
  await batch.commit();
}

export async function listContactMessages(): Promise<ContactMessage[]> {
  const snapshot = await db().collection(CONTACT_MESSAGES).orderBy("createdAt", "desc").limit(COMMUNITY_LIST_SIZE).get();
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      _id: doc.id,
      name: text(data.name),
      email: text(data.email),
      subject: text(data.subject),
      message: text(data.message),
      createdAt: isoDate(data.createdAt),
      handled: data.handled === true,
    };
  });
}

export async function deleteContactMessage(id: string): Promise<void> {
  await whileExists("Message not found.", () => db().collection(CONTACT_MESSAGES).doc(id).delete({ exists: true }));
  await recordModeration("contact.delete", `contactMessages/${id}`);
}

/** Marks a message handled, or waiting again; setting what is already set changes nothing, so repeats are harmless. */
export async function setContactHandled(id: string, handled: boolean): Promise<void> {
  const fields = handled ? { handled: true, handledAt: FieldValue.serverTimestamp() } : { handled: FieldValue.delete(), handledAt: FieldValue.delete() };
  await whileExists("Message not found.", () => db().collection(CONTACT_MESSAGES).doc(id).update(fields));
  await recordModeration(handled ? "contact.handled" : "contact.waiting", `contactMessages/${id}`);
}
