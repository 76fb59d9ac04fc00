// Makes the owner's fediverse signing keys once and stores them in the project's Secret Manager as FEDIVERSE_KEYS,
// which only the fediverse functions read (docs/fediverse.md, "The signing keys"):
//
//   npm run fediverse-keys -- --project <project-id>
//
// It refuses to replace keys that exist: followers' servers keep the public key, and a new one would make every
// signature of the account look forged to them until they fetch the actor again.
import { parseArgs } from "node:util";
import { firebaseCli } from "./lib/firebase-cli.mjs";
import { makeKeysSecret, SECRET_NAME } from "./lib/fediverse-keys.mjs";

const { values } = parseArgs({ options: { project: { type: "string" } } });
if (!values.project || values.project.startsWith("demo-")) {
  console.error("Usage: npm run fediverse-keys -- --project <project-id>  (the emulators make their own keys on start)");
  process.exit(2);
}
const firebase = firebaseCli(values.project);
try {
  firebase(["functions:secrets:access", SECRET_NAME]);
  console.error(`${SECRET_NAME} already exists in ${values.project}; it was left as it is.`);
  process.exit(1);
} catch {
  // Not there yet: make it.
}
firebase(["functions:secrets:set", SECRET_NAME, "--data-file", "-"], await makeKeysSecret());
console.log(`Stored new fediverse signing keys as ${SECRET_NAME} in ${values.project}'s Secret Manager.`);
