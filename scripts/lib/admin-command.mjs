// The start of an admin command run against a project by someone holding its credentials (create-owner,
// migrate-items): `--project <id>` for a real project (gcloud's application-default login), or with `--emulators`
// the local stack of npm start. Answers the project id, with the environment set for the function's own code.
import { parseArgs } from "node:util";
import { emulatorEnv } from "./config.mjs";

export function adminProject(command) {
  const { values } = parseArgs({ options: { project: { type: "string" }, emulators: { type: "boolean", default: false } } });
  if (!values.project) {
    console.error(`Usage: npm run ${command} -- --project <project-id> [--emulators]`);
    process.exit(2);
  }
  if (values.emulators) Object.assign(process.env, emulatorEnv());
  else if (values.project.startsWith("demo-")) {
    console.error(`"${values.project}" is a demo project, which exists only on the emulators: add --emulators.`);
    process.exit(2);
  }
  // The function's own code reads the project from here (firebase-admin's initializeApp without options).
  process.env.GCLOUD_PROJECT = values.project;
  process.env.GOOGLE_CLOUD_PROJECT = values.project;
  return values.project;
}
