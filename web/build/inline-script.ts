import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The site's Content-Security-Policy (firebase.json) refuses inline scripts but the few the build writes into every
 * page, each allowed by its hash. A build plugin that writes one checks here that the policy names it.
 */

const FIREBASE_JSON = fileURLToPath(new URL("../../firebase.json", import.meta.url));

interface FirebaseJson {
  hosting: { headers: { headers: { key: string; value: string }[] }[] };
}

/** The `script-src` source that lets exactly this inline script run. */
export const inlineScriptSource = (code: string): string => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

/** Fails the build when Hosting's policy would block the script (it changed, or its hash was never added). */
export function assertPolicyAllows(plugin: string, code: string): void {
  const source = inlineScriptSource(code);
  const policies = (JSON.parse(readFileSync(FIREBASE_JSON, "utf8")) as FirebaseJson).hosting.headers
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === "Content-Security-Policy");
  const scriptSources = policies.map((policy) => /(?:^|;)\s*script-src([^;]*)/.exec(policy.value)?.[1] ?? "");
  if (scriptSources.length === 0 || scriptSources.some((sources) => !sources.split(/\s+/).includes(source))) {
    throw new Error(`${plugin}: add ${source} to script-src in firebase.json's Content-Security-Policy.`);
  }
}
