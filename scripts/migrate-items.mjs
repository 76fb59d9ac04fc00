// The admin command that gives every item saved before drafts existed (issue 22) its status and publish time, run
// once after deploying that version by someone holding the project's credentials (docs/operations.md):
//
//   npm run migrate-items -- --project <project-id>              (a real project: gcloud's application-default login)
//   npm run migrate-items -- --project demo-portfolio --emulators (the local stack of npm start)
//
// It is idempotent, and the daily sweepOwnerDesk function runs the same migration, so a missed run heals itself.
import { parseArgs } from "node:util";
import { emulatorEnv } from "./lib/config.mjs";
import { loadTypeScript } from "./lib/load-typescript.mjs";

const { values } = parseArgs({ options: { project: { type: "string" }, emulators: { type: "boolean", default: false } } });
if (!values.project) {
  console.error("Usage: npm run migrate-items -- --project <project-id> [--emulators]");
  process.exit(2);
}
if (values.emulators) Object.assign(process.env, emulatorEnv());
else if (values.project.startsWith("demo-")) {
  console.error(`"${values.project}" is a demo project, which exists only on the emulators: add --emulators.`);
  process.exit(2);
}
process.env.GCLOUD_PROJECT = values.project;
process.env.GOOGLE_CLOUD_PROJECT = values.project;

const { migrateLegacyItems } = await loadTypeScript(
  "migrate-items",
  `export { migrateLegacyItems } from "./functions/src/services/item-migration";`,
  { external: ["firebase-admin", "firebase-functions", "sharp"] },
);
const changed = await migrateLegacyItems();
console.log(`Gave ${changed} item(s) saved before drafts existed their status and publish time in ${values.project}.`);
