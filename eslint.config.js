import js from "@eslint/js";
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
    files: ["scripts/**/*.{mjs,cjs}", "**/*.config.{js,ts}", "functions/build.mjs", "web/prerender.mjs"],
    languageOptions: { globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
