// Runs in a fresh Node process (scripts/lib/function-load.mjs starts it): loads a function module and prints one line,
// "PROBE {json}", with how long the load took, what it put in require.cache, and whether sharp is loaded.
//   node function-load-probe.cjs <module> [--serve <path>]... [--control]
// Each --serve sends GET <path> through the module's `api` (behind express, as the Functions Framework does) and
// reports again; --control loads sharp at the end and reports once more, proving the check can see it.
const { readFileSync } = require("node:fs");

const [modulePath, ...options] = process.argv.slice(2);
const servePaths = options.flatMap((option, index) => (option === "--serve" ? [options[index + 1]] : []));

/** Packages in require.cache, with how many of their files are loaded. */
function loadedPackages() {
  const files = new Map();
  for (const file of Object.keys(require.cache)) {
    const match = /.*[\\/]node_modules[\\/](@[^\\/]+[\\/][^\\/]+|[^\\/]+)[\\/]/.exec(file);
    if (match) files.set(match[1], (files.get(match[1]) ?? 0) + 1);
  }
  return Object.fromEntries([...files].sort((a, b) => b[1] - a[1]));
}

/**
 * sharp in require.cache, or its native library mapped into this process. Loaded through import(), sharp's own ES
 * modules are not in require.cache, but the native binding they require (@img/sharp-<platform>) is; libvips in the
 * process's memory map (Linux) is a second witness that does not depend on how it was loaded.
 */
function sharpLoaded() {
  const cached = Object.keys(require.cache).some((file) => /[\\/]node_modules[\\/](sharp|@img[\\/]sharp-[^\\/]+)[\\/]/.test(file));
  let mapped = false;
  try {
    mapped = /libvips|sharp-[^\s/]*\.node/.test(readFileSync("/proc/self/maps", "utf8"));
  } catch {
    // Not Linux: require.cache alone.
  }
  return cached || mapped;
}

const snapshot = () => ({
  packages: loadedPackages(),
  cachedFiles: Object.keys(require.cache).length,
  rssMb: Math.round(process.memoryUsage().rss / 1e6),
  sharp: sharpLoaded(),
});

async function serve(api, path) {
  const express = require(require.resolve("express", { paths: [process.cwd()] }));
  const app = express();
  app.use(express.json({ verify: (req, res, buf) => (req.rawBody = buf) }));
  app.use(api);
  const server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  // express is this harness's, not the function's: what the request adds is counted from here.
  const beforeRequest = loadedPackages();
  try {
    const started = process.hrtime.bigint();
    const response = await fetch(`http://127.0.0.1:${server.address().port}${path}`);
    const body = await response.text();
    return { status: response.status, bytes: body.length, ms: Number(process.hrtime.bigint() - started) / 1e6, beforeRequest };
  } finally {
    server.close();
  }
}

async function main() {
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const loaded = require(modulePath);
  const loadMs = Number(process.hrtime.bigint() - started) / 1e6;
  const cpu = process.cpuUsage(cpuBefore);
  const report = { loadMs, loadCpuMs: (cpu.user + cpu.system) / 1000, afterLoad: snapshot() };
  report.served = [];
  for (const path of servePaths) report.served.push({ path, ...(await serve(loaded.api, path)), ...snapshot() });
  if (options.includes("--control")) {
    await import("sharp");
    report.control = { sharp: sharpLoaded() };
  }
  console.log(`PROBE ${JSON.stringify(report)}`);
  // firebase-admin keeps sockets and timers; the report is out.
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
