// Prints how long POST /api/forgot-request takes for emails with and without an account, against the
// running local site (`npm start` first). The two must not be told apart by time (docs/accounts.md).
import { randomBytes } from "node:crypto";
import { SITE_URL } from "./lib/config.mjs";

const ROUNDS = 8;
const address = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;
const freshEmail = () => `bench${randomBytes(5).toString("hex")}@example.test`;

async function post(path, json) {
  const started = performance.now();
  const response = await fetch(`${SITE_URL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address() },
    body: JSON.stringify(json),
  });
  await response.text();
  return { status: response.status, ms: performance.now() - started };
}

async function knownEmail() {
  const email = freshEmail();
  const username = `b${randomBytes(5).toString("hex")}`;
  const signup = await post("/api/signup", {
    name: "Bench User",
    username,
    email,
    password: "Bench@123",
    confirmPassword: "Bench@123",
  });
  if (signup.status !== 201) throw new Error(`Signup failed with ${signup.status}: is \`npm start\` running?`);
  return email;
}

const summary = (samples) => {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const statuses = [...new Set(samples.map((sample) => sample.status))].join(",");
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(0);
  return `min ${at(0)} ms, median ${at(0.5)} ms, max ${at(1)} ms, status ${statuses}`;
};

const known = [];
const unknown = [];
for (let round = 0; round < ROUNDS; round += 1) {
  known.push(await post("/api/forgot-request", { email: await knownEmail() }));
  unknown.push(await post("/api/forgot-request", { email: freshEmail() }));
}
console.log(`forgot-request, ${ROUNDS} rounds against ${SITE_URL}`);
console.log(`  known email:   ${summary(known)}`);
console.log(`  unknown email: ${summary(unknown)}`);
