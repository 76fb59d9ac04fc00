import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "web/dist/**", "web/dist-server/**", "functions/lib/**", "web/src/routeTree.gen.ts", ".emulator-data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // DESIGN.md: descriptions render as React elements; raw HTML is never injected.
      "no-restricted-properties": ["error", { property: "dangerouslySetInnerHTML" }],
      "no-restricted-syntax": [
        "error",
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: "No raw HTML (DESIGN.md)." },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/api/client.ts"],
    rules: {
      "no-restricted-globals": ["error", { name: "fetch", message: "Only web/src/api/client.ts calls fetch (DESIGN.md)." }],
    },
  },
  {
    // DESIGN.md rule 14: the web's layers import only rightwards, routes → features → components → lib → api →
    // contract; no feature imports another, and no module imports itself back through others.
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/**/*.test.{ts,tsx}", "web/src/testing/**"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "web/tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": "error",
      // react-toastify stays out of the first load: toasts go through lib/feedback/toast.ts (it explains why).
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react-toastify", allowTypeImports: true, message: "Use @/lib/feedback/toast: it loads react-toastify when a toast is shown." },
          ],
        },
      ],
      "import-x/no-restricted-paths": ["error", { zones: webLayerZones() }],
    },
  },
  {
    files: ["scripts/**/*.{mjs,cjs}", "**/*.config.{js,ts}", "functions/build.mjs", "web/prerender.mjs"],
    languageOptions: { globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);

/** The import zones of rule 14: each layer, and what it must not import. */
function webLayerZones() {
  const layers = ["routes", "features", "components", "lib", "api"].map((name) => `web/src/${name}`);
  const zones = layers.slice(1).map((target, index) => ({
    target,
    from: layers.slice(0, index + 1),
    message: "Layers import only rightwards: routes → features → components → lib → api → contract (DESIGN.md rule 14).",
  }));
  // A feature imports nothing from another feature.
  for (const feature of readdirSync("web/src/features")) {
    zones.push({
      target: `web/src/features/${feature}`,
      from: "web/src/features",
      except: [`./${feature}`],
      message: "Features do not import each other (DESIGN.md rule 1): move what they share to components or lib.",
    });
  }
  return zones;
}
