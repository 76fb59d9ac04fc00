// `npm run check:deploy`: proves that the folder `firebase deploy` uploads for the `api` function runs on its own.
// It picks the files of functions/ exactly as firebase-tools does (firebase.json's functions.ignore), copies them
// into an empty folder, installs them as Cloud Build does (`npm ci --omit=dev` from functions/package-lock.json),
// then loads lib/index.js in a plain Node process and answers requests through the exported `api` handler.
// With --build it builds the web and the function first; without, it checks the build that is there.
// firebase-tools' file walker is an internal: its version is pinned in package.json.
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { offlineFunctionEnv } from "./lib/function-load.mjs";

const run = promisify(execFile);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const { readdirRecursive } = require("firebase-tools/lib/fsAsync");
const PROJECT_ID = JSON.parse(readFileSync(join(ROOT, ".firebaserc"), "utf8")).projects.default;

const timings = [];
async function step(what, work) {
  const began = Date.now();
  const result = await work();
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  timings.push(`${what}: ${seconds} s`);
  console.log(`  ok  ${what} (${seconds} s)`);
  return result;
}

/** The files `firebase deploy` zips for the function: its own walker with firebase.json's ignore list. */
async function deployedFiles() {
  const [config] = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8")).functions;
  const source = join(ROOT, config.source);
  // firebase-tools adds these three to whatever the config ignores (deploy/functions/prepareFunctionsUpload.js).
  const ignore = [...(config.ignore ?? ["node_modules", ".git"]), "firebase-debug.log", "firebase-debug.*.log", ".runtimeconfig.json"];
  const files = await readdirRecursive({ path: source, ignoreStrings: ignore });
  return { source, files: files.map((file) => relative(source, file.name)).sort() };
}

/** Reads functions/.env the way the Functions runtime turns it into environment variables. */
function dotenv(path) {
  if (!existsSync(path)) return {};
  return Object.fromEntries(
    readFileSync(path, "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#") && line.includes("="))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1).replace(/^(["'])(.*)\1$/, "$2")]),
  );
}

// Runs in the artifact's folder, with nothing but what it installed: express comes with firebase-functions,
// and stands in for the Functions Framework (JSON bodies parsed, rawBody kept), as on Cloud Functions.
const PROBE = `
const express = require("express");
const { api, fediverse } = require("./lib/index.js");
if (typeof api !== "function") throw new Error("lib/index.js exports no api handler");
if (typeof fediverse !== "function") throw new Error("lib/index.js exports no fediverse handler");
const app = express();
app.use(express.json({ verify: (req, res, buf) => { req.rawBody = buf; } }));
// Hosting sends the fediverse's addresses to its own function (firebase.json), which loads lib/fediverse.js.
app.use("/.well-known/nodeinfo", (req, res) => fediverse(req, res));
app.use(api);
const server = app.listen(0, "127.0.0.1", async () => {
  const base = "http://127.0.0.1:" + server.address().port;
  const answers = [];
  for (const path of ["/api/profile", "/api/no-such-call", "/.well-known/nodeinfo"]) {
    const response = await fetch(base + path);
    answers.push({ path, status: response.status, type: response.headers.get("content-type"),
      requestId: response.headers.get("x-request-id"), body: await response.text() });
  }
  console.log("ANSWERS " + JSON.stringify(answers));
  server.close();
  process.exit(0);
});
`;

function expectAnswer(answers, path, status) {
  const answer = answers.find((each) => each.path === path);
  const problems = [];
  if (answer?.status !== status) problems.push(`status ${answer?.status}, expected ${status}`);
  if (!/application\/json/.test(answer?.type ?? "")) problems.push(`content type ${answer?.type}`);
  if (!/^[0-9a-f]{32}$/.test(answer?.requestId ?? "")) problems.push("no X-Request-Id");
  let body;
  try {
    body = JSON.parse(answer?.body ?? "");
  } catch {
    problems.push("a body that is not JSON");
  }
  if (body?.success !== false || typeof body?.message !== "string") problems.push(`body ${answer?.body}`);
  if (problems.length) throw new Error(`GET ${path} answered ${problems.join(", ")}`);
  return `GET ${path} -> ${status} JSON "${body.message}"`;
}

async function main() {
  const started = Date.now();
  console.log("Checking the function's deploy artifact...");
  if (process.argv.includes("--build")) {
    await step("built the web and the function", async () => {
      const env = { ...process.env, NODE_ENV: "production" };
      await run("npm", ["run", "build", "-w", "web"], { cwd: ROOT, env });
      await run("npm", ["run", "build", "-w", "functions"], { cwd: ROOT, env });
    });
  }
  const { source, files } = await step("listed the files firebase deploy uploads", deployedFiles);
  for (const needed of ["lib/index.js", "lib/fediverse.js", "lib/long-form.js", "lib/imports.js", "package.json", "package-lock.json"]) {
    if (!files.includes(needed)) throw new Error(`The upload lacks ${needed} (build the function first: npm run build).`);
  }
  // Sources, and the emulators' secrets (the local fediverse keys), never go up.
  const leaked = files.filter((file) => /(^|\/)(src|node_modules)\//.test(file) || /\.ts$/.test(file) || file.endsWith(".secret.local"));
  if (leaked.length) throw new Error(`The upload would include sources: ${leaked.join(", ")}`);
  console.log(`      ${files.join(", ")}`);

  const folder = mkdtempSync(join(tmpdir(), "devfolio-deploy-"));
  try {
    await step("copied them into an empty folder", async () => {
      for (const file of files) {
        mkdirSync(dirname(join(folder, file)), { recursive: true });
        copyFileSync(join(source, file), join(folder, file));
      }
    });
    await step("npm ci --omit=dev from functions/package-lock.json", () =>
      // A folder outside the repository, so npm reads its own lockfile as Cloud Build does, not the workspace's;
      // the packages come from npm's cache when it has them.
      run("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], {
        cwd: folder,
        env: { ...process.env, NODE_ENV: "production" },
      }),
    );
    const output = await step("loaded lib/index.js in a plain Node process and called api", async () => {
      const { SITE_ORIGIN, ...offline } = offlineFunctionEnv();
      const env = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        // The function refuses to load without its public origin (functions/src/config.ts); production
        // reads it from functions/.env.<project>, which stays out of git, so the stand-in serves when there is none.
        SITE_ORIGIN,
        ...dotenv(join(folder, ".env")),
        ...dotenv(join(folder, `.env.${PROJECT_ID}`)),
        // A demo project and emulator hosts that nothing listens on: firebase-admin never reaches the network.
        ...offline,
      };
      const { stdout } = await run(process.execPath, ["-e", PROBE], { cwd: folder, env, timeout: 60_000 });
      return stdout;
    });
    const line = output.split("\n").find((each) => each.startsWith("ANSWERS "));
    if (!line) throw new Error(`The probe printed no answers:\n${output}`);
    const answers = JSON.parse(line.slice("ANSWERS ".length));
    console.log(`      ${expectAnswer(answers, "/api/profile", 401)}`);
    console.log(`      ${expectAnswer(answers, "/api/no-such-call", 404)}`);
    const nodeInfo = answers.find((each) => each.path === "/.well-known/nodeinfo");
    if (nodeInfo?.status !== 200 || !nodeInfo.body.includes("nodeinfo.diaspora.software")) {
      throw new Error(`GET /.well-known/nodeinfo answered ${nodeInfo?.status}: ${nodeInfo?.body}`);
    }
    console.log("      GET /.well-known/nodeinfo -> 200, from the fediverse function's own bundle");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(`The deploy artifact works (${((Date.now() - started) / 1000).toFixed(1)} s).`);
}

main().catch((error) => {
  console.error(`\nThe deploy artifact check failed: ${error.stderr ?? ""}${error.message}`);
  process.exit(1);
});
