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

/**
 * The file checked against the contract's schema (functions/src/contract/site-config.ts), which is TypeScript:
 * it is bundled in memory with zod, as scripts/seed.mjs does with the seeder. Throws an error naming every wrong field.
 */
export async function checkSiteConfig(config = readSiteConfig()) {
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
  const source = outputFiles[0].text;
  const { parseSiteConfig } = await import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`);
  return parseSiteConfig(config);
}
