import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vitest/config";
import { siteHandle } from "./web/build/site-handle.ts";

const alias = {
  "@contract": fileURLToPath(new URL("./functions/src/contract", import.meta.url)),
  "@": fileURLToPath(new URL("./web/src", import.meta.url)),
};

const webBuild = {
  "web-renderer": fileURLToPath(new URL("./web/dist-server/entry-server.js", import.meta.url)),
  "web-shell": `${fileURLToPath(new URL("./web/dist/app-shell.html", import.meta.url))}?raw`,
};

// One run, one summary: unit tests need nothing; the api, rules and browser projects share one local stack,
// started once by their global setup (scripts/test-stack.mjs) when any of them has files to run.
const stack = ["scripts/test-stack.mjs"];
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        // The owner's username, as the web build defines it (web/build/site-handle.ts).
        plugins: [siteHandle()],
        test: {
          name: "web",
          include: ["web/{src,build}/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["web/src/testing/setup.ts"],
          // A file's first test also loads its modules into jsdom: 5 s was not enough while the suite's stack keeps
          // both cores busy (the sidebar's first render took 6.4 s once).
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: { name: "functions", include: ["functions/src/**/*.test.ts"], environment: "node" },
      },
      {
        // The local stack's launcher scripts, on their own: they start what they test, never the whole stack.
        test: { name: "scripts", include: ["tests/scripts/**/*.test.ts"], environment: "node", testTimeout: 60_000 },
      },
      {
        // The router (functions/src/api.ts) imports the web's server renderer and shell, as in functions/build.mjs.
        resolve: { alias: { ...alias, ...webBuild } },
        test: {
          name: "api",
          globalSetup: stack,
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          // Tasks and triggers finish in the emulators' own time: see the e2e project.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
      {
        // Sizes of the web build that the stack's start made.
        test: { name: "build", globalSetup: stack, include: ["tests/build/**/*.test.ts"], environment: "node" },
      },
      {
        // The function's upload installed on its own and answering (scripts/check-deploy-artifact.mjs), from that build.
        test: { name: "deploy", globalSetup: stack, include: ["tests/deploy/**/*.test.ts"], environment: "node", testTimeout: 240_000 },
      },
      {
        test: { name: "rules", globalSetup: stack, include: ["tests/rules/**/*.test.ts"], environment: "node", testTimeout: 30_000 },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          globalSetup: stack,
          include: ["e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A browser waits on the stack's worker processes: a second or more on a busy two-core machine, where
          // Vitest's default of one second made polls fail that a moment later would have passed.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // One browser at a time: the machines have two cores and the stack needs them too.
          fileParallelism: false,
        },
      },
      {
        // Tests that restart the stack or change the owner's password: alone, after every other project.
        resolve: { alias },
        test: {
          name: "isolated",
          globalSetup: stack,
          include: ["tests/isolated/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 15_000, interval: 100 } },
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
