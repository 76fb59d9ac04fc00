// Writes site.config.schema.json from the contract's schema (functions/src/contract/site-config.ts): editors read it
// through the config's "$schema" and complete and check fields while typing. Run after changing the schema; a unit
// test fails while the two disagree.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./lib/config.mjs";
import { siteConfigJsonSchema } from "./lib/site-config.mjs";

const path = join(ROOT, "site.config.schema.json");
writeFileSync(path, `${JSON.stringify(await siteConfigJsonSchema(), null, 2)}\n`);
console.log(`Wrote ${path}.`);
