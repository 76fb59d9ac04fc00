import { recordAudit } from "../audit/audit-log";
import { noteSignInBrowser } from "./known-browsers";
import { describeClient } from "./session-clients";
import { startSession, type SessionClient } from "./sessions-service";

/**
 * The end of every way of signing in (a password, a password and a second factor, a passkey alone): the session,
 * the audit log's sign-in entry, and the mail to the account when the browser is one it has not used before.
 */
export async function openSignedInSession(
  idToken: string,
  uid: string,
  email: string,
  client: SessionClient,
  factorProved = false,
): Promise<string> {
  const cookie = await startSession(idToken, uid, client, factorProved);
  const { browser, system } = describeClient(client.userAgent);
  await recordAudit({ area: "security", action: "sign-in", actorUid: uid, summary: `${browser} on ${system}`, address: client.address });
  await noteSignInBrowser({ uid, email, userAgent: client.userAgent, address: client.address });
  return cookie;
}
