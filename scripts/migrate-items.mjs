// The admin command that gives every item saved before drafts existed (issue 22) its status and publish time, run
// once after deploying that version by someone holding the project's credentials (docs/operations.md):
//
//   npm run migrate-items -- --project <project-id>              (a real project: gcloud's application-default login)
//   npm run migrate-items -- --project demo-portfolio --emulators (the local stack of npm start)
//
// It is idempotent, and the daily sweepOwnerDesk function runs the same migration, so a missed run heals itself.
import { adminProject } from "./lib/admin-command.mjs";
import { loadTypeScript } from "./lib/load-typescript.mjs";

const project = adminProject("migrate-items");

const { migrateLegacyItems } = await loadTypeScript(
  "migrate-items",
  `export { migrateLegacyItems } from "./functions/src/services/items/migration";`,
  { external: ["firebase-admin", "firebase-functions", "sharp"] },
);
const changed = await migrateLegacyItems();
console.log(`Gave ${changed} item(s) saved before drafts existed their status and publish time in ${project}.`);
