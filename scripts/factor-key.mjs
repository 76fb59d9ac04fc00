// Makes the key that encrypts authenticator app secrets and stores it in the project's Secret Manager as FACTOR_KEY,
// which the api function reads (docs/accounts.md, "Second factors"):
//
//   npm run factor-key -- --project <project-id>     once, before the first deploy with second factors
//
// It refuses to replace a key that exists: every enrolled authenticator app would stop working.
import { parseArgs } from "node:util";
import { firebaseCli } from "./lib/firebase-cli.mjs";
import { FACTOR_KEY_SECRET, makeFactorKey } from "./lib/factor-key.mjs";

const { values } = parseArgs({ options: { project: { type: "string" } } });
if (!values.project || values.project.startsWith("demo-")) {
  console.error("Usage: npm run factor-key -- --project <project-id>  (the emulators make their own key on start)");
  process.exit(2);
}
const firebase = firebaseCli(values.project);
let exists = false;
try {
  exists = firebase(["functions:secrets:access", FACTOR_KEY_SECRET]).trim() !== "";
} catch {
  // Not there yet: make it.
}
if (exists) {
  console.error(`${FACTOR_KEY_SECRET} already exists in ${values.project}; it was left as it is.`);
  process.exit(1);
}
firebase(["functions:secrets:set", FACTOR_KEY_SECRET, "--data-file", "-"], makeFactorKey());
console.log(`Stored a new key as ${FACTOR_KEY_SECRET} in ${values.project}'s Secret Manager.`);
