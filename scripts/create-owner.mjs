// The admin command that makes the site's owner account, run by someone holding the project's credentials:
//
//   npm run create-owner -- --project <project-id>             (a real project: gcloud's application-default login)
//   npm run create-owner -- --project demo-portfolio --emulators (the local stack of npm start)
//
// It makes (or completes) the account of site.config.json's ownerAccount: confirmed, with the `owner` claim.
// OWNER_PASSWORD, if set, becomes its password and ends its sessions; otherwise a new account gets a random
// password nobody knows, and the owner chooses theirs with "Forgot password" on the site, which mails a code.
// An unconfirmed account someone else made with the owner's email is removed first.
import { adminProject } from "./lib/admin-command.mjs";
import { loadTypeScript } from "./lib/load-typescript.mjs";

const project = adminProject("create-owner");

const { ensureOwnerAccount } = await loadTypeScript(
  "create-owner",
  `export { ensureOwnerAccount } from "./functions/src/services/accounts/owner-account";`,
  { external: ["firebase-admin", "firebase-functions", "sharp"] },
);
try {
  const { uid, created } = await ensureOwnerAccount(process.env.OWNER_PASSWORD || undefined);
  console.log(`${created ? "Created" : "Updated"} the owner account ${uid} in ${project}: confirmed, with the owner claim.`);
  if (created && !process.env.OWNER_PASSWORD) console.log("Choose its password with \"Forgot password\" on the site.");
} catch (error) {
  console.error(`Could not make the owner account: ${error.message}`);
  process.exit(1);
}
