// Locally no email leaves the machine: print each new message of the `mail` outbox to the terminal,
// so whoever signs up on the local site sees the code they need.
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { PROJECT_ID, emulatorEnv } from "./config.mjs";

/** Starts printing mail sent from now on; answers a function that stops it. */
export function printOutgoingMail() {
  Object.assign(process.env, emulatorEnv());
  const app = getApps().find((each) => each.name === "mail-printer") ?? initializeApp({ projectId: PROJECT_ID }, "mail-printer");
  const since = Timestamp.now();
  return getFirestore(app)
    .collection("mail")
    .where("createdAt", ">", since)
    .onSnapshot(
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          if (change.type !== "added") continue;
          const { to, message } = change.doc.data();
          const code = /\b\d{6}\b/.exec(message?.text ?? "")?.[0];
          console.log(`  Email to ${to}: "${message?.subject}"${code ? `, code ${code}` : ""}`);
        }
      },
      (error) => console.error("Could not watch the mail outbox:", error.message),
    );
}
