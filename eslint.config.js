import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Paths from this file, so linting from a workspace (npm run lint -w functions) or ESLint's Node API finds them too.
const here = (path) => fileURLToPath(new URL(`./${path}`, import.meta.url));

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
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: here("web/tsconfig.json") })],
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
      "import-x/no-restricted-paths": ["error", { zones: webLayerZones(), basePath: here("") }],
    },
  },
  {
    // DESIGN.md rule 5, kept by lint as the web's layers are: the server's zones (functionsLayerZones below).
    files: ["functions/src/**/*.ts"],
    ignores: ["functions/src/**/*.test.ts"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: here("functions/tsconfig.json") })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: functionsLayerZones(), basePath: here("") }],
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
  for (const feature of readdirSync(here("web/src/features"))) {
    zones.push({
      target: `web/src/features/${feature}`,
      from: "web/src/features",
      except: [`./${feature}`],
      message: "Features do not import each other (DESIGN.md rule 1): move what they share to components or lib.",
    });
  }
  return zones;
}

/**
 * The server's zones (DESIGN.md rule 5; docs/architecture.md, "The function's layers"): each layer, and what it must
 * not import. Handlers (and the fediverse function's requests) sit on top; services and the federation below them;
 * the contract, which the web imports too, at the bottom.
 */
function functionsLayerZones() {
  const src = (path) => `functions/src/${path}`;
  const entries = [src("api.ts"), src("index.ts")];
  const fediverseEdge = [src("fediverse/requests.ts"), src("fediverse/entry.ts")];
  const handlers = [src("handlers"), src("fediverse/handlers")];
  const federation = src("fediverse/federation");
  return [
    {
      target: src("contract"),
      from: [src(""), "web"],
      except: ["./contract"],
      message: "The contract imports nothing of ours outside it: the web imports it too (DESIGN.md, One contract).",
    },
    {
      target: [src("services"), src("fediverse/services")],
      from: [src("http"), ...handlers, federation, ...fediverseEdge, ...entries],
      message: "Services know nothing of HTTP: no http/, handlers, federation or the fediverse's requests (DESIGN.md rule 5). Throw a DomainError; the handler maps it.",
    },
    {
      target: src("http"),
      from: [...handlers, src("fediverse"), ...entries],
      message: "http/ is the plumbing under the handlers: it never imports a handler or the fediverse (DESIGN.md rule 5).",
    },
    {
      target: federation,
      from: [src("http"), ...handlers, ...fediverseEdge, ...entries],
      message: "The federation (Fedify) sits below the fediverse function's requests and knows nothing of the api's HTTP or handlers.",
    },
    {
      target: fediverseEdge,
      from: [...handlers, ...entries],
      message: "The fediverse function answers on its own: it imports no handler of the api function.",
    },
    {
      target: fediverseEdge,
      from: src("http"),
      except: ["./client-address.ts"],
      message: "The fediverse function shares only the client address with the api's HTTP layer (http/client-address.ts), not its router.",
    },
    {
      // Fedify is several MB: the api function loads it on demand through fediverse-bundle.ts (functions/build.mjs).
      target: [src("*.ts"), src("contract"), src("http"), src("feeds"), src("services"), ...handlers, src("fediverse/services")],
      from: [federation, ...fediverseEdge],
      message: "Outside fediverse/, the federation is loaded on demand through fediverse-bundle.ts, never imported: it is its own bundle.",
    },
    {
      // Shiki and its grammars are MB too: saves with a body load the renderer through long-form-bundle.ts (functions/build.mjs).
      target: [src("*.ts"), src("contract"), src("http"), src("feeds"), src("services"), ...handlers, src("fediverse")],
      from: src("long-form"),
      message: "Outside long-form/, the Markdown renderer is loaded on demand through long-form-bundle.ts, never imported: it is its own bundle.",
    },
  ];
}
