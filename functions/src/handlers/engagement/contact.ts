import { contactRequestSchema, type ContactMessage } from "../../contract/community";
import { acknowledge } from "../../http/answers";
import { parseId, parseInput } from "../../http/parse";
import type { Handler } from "../../http/router";
import { requireOwner, requireViewer } from "../../http/viewer";
import { contactHandledRequestSchema } from "../../contract/moderation-schemas";
import { deleteContactMessage, listContactMessages, sendContactMessage, setContactHandled } from "../../services/engagement/contact-service";

const messageList = async (): Promise<{ body: ContactMessage[] }> => ({ body: await listContactMessages() });

/** POST /api/contact {name, email, message, subject}: signed-in users; the owner is mailed a copy. */
export const sendContactHandler: Handler = async (request) => {
  const viewer = await requireViewer(request);
  const message = parseInput(contactRequestSchema, request.body);
  await sendContactMessage(viewer.uid, message);
  return acknowledge("Message sent successfully!");
};

/** GET /api/contact: owner only. Messages hold senders' emails, so nobody else ever reads them. */
export const listContactHandler: Handler = async (request) => {
  await requireOwner(request);
  return messageList();
};

/** DELETE /api/contact/{id}: owner only. */
export const deleteContactHandler: Handler = async (request) => {
  await requireOwner(request);
  await deleteContactMessage(parseId(request.params.id));
  return messageList();
};

/** PUT /api/contact/{id}/handled {handled}: owner only; idempotent; answers the list. */
export const contactHandledHandler: Handler = async (request) => {
  await requireOwner(request);
  const id = parseId(request.params.id);
  const { handled } = parseInput(contactHandledRequestSchema, request.body);
  await setContactHandled(id, handled);
  return messageList();
};
