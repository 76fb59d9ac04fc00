// Reads site.config.json, the one file a new owner edits (docs/site-config.md), for the scripts and the web build.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SITE_CONFIG_PATH = join(ROOT, "site.config.json");

/** The file as it is, unchecked: enough for the scripts, which only read the owner's login from it. */
export function readSiteConfig() {
  const text = readFileSync(SITE_CONFIG_PATH, "utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`site.config.json is not valid JSON: ${error.message}`);
  }
}

/** The contract's site-config module (TypeScript), bundled in memory with zod as scripts/seed.mjs does with the seeder. */
async function loadSchemaModule() {
  // Loaded here, not on top: most scripts only read the owner's login and need no bundler.
  const { build } = await import("esbuild");
  const { outputFiles } = await build({
    entryPoints: [join(ROOT, "functions", "src", "contract", "site-config.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    logLevel: "warning",
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString("base64")}`);
}

/** The file checked against the contract's schema (functions/src/contract/site-config.ts); throws naming every wrong field. */
export async function checkSiteConfig(config = readSiteConfig()) {
  const { parseSiteConfig } = await loadSchemaModule();
  return parseSiteConfig(config);
}

/** The JSON Schema that editors check site.config.json with while it is edited. */
export async function siteConfigJsonSchema() {
  const { siteConfigJsonSchema: jsonSchema } = await loadSchemaModule();
  return jsonSchema();
}
