// The least a Firebase HTTPS function on firebase-admin loads: what functions/src/index.ts and firebase.ts take from
// firebase-functions and firebase-admin, with an app initialised as firebase.ts does, and no code of the site's.
// scripts/bench-cold-start.mjs measures the function's bundle against it.
const { createRequire } = require("node:module");
const { join } = require("node:path");

// Resolved from functions/, where the bundle resolves them, so both load the same copies.
const fromFunctions = createRequire(join(__dirname, "..", "..", "functions", "package.json"));
const { getApps, initializeApp } = fromFunctions("firebase-admin/app");
fromFunctions("firebase-admin/auth");
const { getFirestore } = fromFunctions("firebase-admin/firestore");
fromFunctions("firebase-admin/storage");
fromFunctions("firebase-functions");
const { onRequest } = fromFunctions("firebase-functions/v2/https");
fromFunctions("firebase-functions/v2/scheduler");

const app = getApps()[0] ?? initializeApp();

exports.api = onRequest({ region: "us-central1" }, async (req, res) => {
  // One read, so a served request loads the Firestore client as the function's pages do.
  const snapshot = await getFirestore(app).collection("projects").limit(1).get().catch(() => null);
  res.status(200).json({ success: true, projects: snapshot?.size ?? null });
});
