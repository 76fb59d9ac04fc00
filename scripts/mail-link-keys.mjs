// Makes the keys that sign unsubscribe links and stores them in the project's Secret Manager as MAIL_LINK_KEYS,
// which the api, mailTasks and moderationDigest functions read (docs/email.md, "Unsubscribe links"):
//
//   npm run mail-link-keys -- --project <project-id>            once, before the first deploy with email
//   npm run mail-link-keys -- --project <project-id> --rotate   a new current key; old links keep working
//
// Without --rotate it refuses to replace keys that exist: every link in mail already sent would stop working.
import { parseArgs } from "node:util";
import { firebaseCli } from "./lib/firebase-cli.mjs";
import { makeMailLinkKeys, MAIL_SECRET_NAME } from "./lib/mail-link-keys.mjs";

const { values } = parseArgs({ options: { project: { type: "string" }, rotate: { type: "boolean" } } });
if (!values.project || values.project.startsWith("demo-")) {
  console.error("Usage: npm run mail-link-keys -- --project <project-id> [--rotate]  (the emulators make their own keys on start)");
  process.exit(2);
}
const firebase = firebaseCli(values.project);
let existing = null;
try {
  existing = firebase(["functions:secrets:access", MAIL_SECRET_NAME]).trim();
} catch {
  // Not there yet: make it.
}
if (existing && !values.rotate) {
  console.error(`${MAIL_SECRET_NAME} already exists in ${values.project}; it was left as it is (--rotate adds a new key).`);
  process.exit(1);
}
firebase(["functions:secrets:set", MAIL_SECRET_NAME, "--data-file", "-"], makeMailLinkKeys(existing ?? undefined));
console.log(`Stored ${existing ? "a new current key in" : "new unsubscribe-link keys as"} ${MAIL_SECRET_NAME} in ${values.project}'s Secret Manager.`);
