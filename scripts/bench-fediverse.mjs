// Prints the figures of docs/performance.md "Fediverse deliveries" against the local site (`npm start`, or a stack
// this script starts and stops): 1,000 fediverse followers on 100 servers (a local sink on 100 ports of 127.0.0.1,
// each a "server" with a shared inbox), and the owner publishing a random post through PUT /api/random-post/{id}.
// Side by side in one run, it times:
// - the publish call with no followers, then with the 1,000: the handoff (the call only queues one task);
// - from the publish to the sink's last delivery of that post: the whole fan-out, one request per shared inbox.
// It checks every delivery carries an HTTP signature and that no server got the post twice. Fixtures are written
// with firebase-admin and removed at the end.
import { createHash, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { useStack } from "./lib/bench-stack.mjs";
import { PROJECT_ID, emulatorEnv } from "./lib/config.mjs";
import { draftRandomPost, publishRandomPost } from "./lib/bench-random-posts.mjs";
import { ownerSessionCookie } from "./lib/demo-sessions.mjs";
import { markdownTable, percentile } from "./lib/stats.mjs";

const SERVERS = 100;
const FOLLOWERS_PER_SERVER = 10;
const RUNS = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 3;
const RUN = randomUUID().slice(0, 8);

Object.assign(process.env, emulatorEnv());
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, "bench-fediverse"));

/** The sink: SERVERS listening sockets, each answering 202 to any POST and noting what came, when and whether signed. */
async function startSink() {
  const deliveries = [];
  const servers = await Promise.all(
    Array.from({ length: SERVERS }, async () => {
      const server = createServer((req, res) => {
        const chunks = [];
        req.on("data", (chunk) => chunks.push(chunk));
        req.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8");
          deliveries.push({
            host: req.headers.host,
            path: req.url,
            at: performance.now(),
            signed: Boolean(req.headers.signature || req.headers["signature-input"]),
            body,
          });
          res.writeHead(req.method === "POST" ? 202 : 404).end();
        });
      });
      await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
      return server;
    }),
  );
  const ports = servers.map((server) => server.address().port);
  return { ports, deliveries, stop: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))) };
}

const digest = (value) => createHash("sha256").update(value).digest("hex");

async function addFollowers(ports) {
  const writer = db.bulkWriter();
  for (const port of ports) {
    for (let index = 0; index < FOLLOWERS_PER_SERVER; index += 1) {
      const actorId = `http://127.0.0.1:${port}/users/bench${index}`;
      void writer.set(db.collection("fediverseFollowers").doc(digest(actorId)), {
        actorId,
        inbox: `${actorId}/inbox`,
        sharedInbox: `http://127.0.0.1:${port}/inbox`,
        name: `Bench ${index}`,
        handle: `@bench${index}@127.0.0.1:${port}`,
        url: actorId,
        avatar: "",
        server: `127.0.0.1:${port}`,
        followedAt: Timestamp.now(),
        bench: RUN,
      });
    }
  }
  await writer.close();
}

const draftPost = (made) => draftRandomPost(db, `Bench fediverse ${RUN}`, made);
const publish = publishRandomPost;

async function deliveriesOf(sink, ref, startedAt, timeoutMs = 180_000) {
  const address = `/random-posts/${ref.id}`;
  const mine = () => sink.deliveries.filter((delivery) => delivery.body.includes(address) && delivery.body.includes('"Create"'));
  const until = Date.now() + timeoutMs;
  while (mine().length < SERVERS && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
  const got = mine();
  return {
    count: got.length,
    servers: new Set(got.map((delivery) => delivery.host)).size,
    signed: got.every((delivery) => delivery.signed),
    sharedInboxOnly: got.every((delivery) => delivery.path === "/inbox"),
    totalMs: got.length ? Math.max(...got.map((delivery) => delivery.at)) - startedAt : NaN,
  };
}

const log = (line) => console.log(line);
const stack = await useStack(log);
const sink = await startSink();
const made = [];
try {
  const cookie = await ownerSessionCookie();
  // Warm-up: the function workers and the federation's bundle load once, as a warm deployed instance has them.
  await publish(await draftPost(made), cookie);
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  const bare = [];
  for (let run = 0; run < RUNS; run += 1) bare.push((await publish(await draftPost(made), cookie)).ms);
  await addFollowers(sink.ports);
  const withFollowers = [];
  const fanOuts = [];
  for (let run = 0; run < RUNS; run += 1) {
    const ref = await draftPost(made);
    const { started, ms } = await publish(ref, cookie);
    withFollowers.push(ms);
    fanOuts.push(await deliveriesOf(sink, ref, started));
  }

  const row = (label, samples) => [label, `${percentile(samples, 0.5).toFixed(0)} ms`, `${percentile(samples, 0.95).toFixed(0)} ms`];
  console.log("");
  console.log(`Publishing a random post (PUT /api/random-post/{id}), ${RUNS} runs each, through Hosting:`);
  console.log(markdownTable(["Followers", "Publish call p50", "p95"], [row("none", bare), row(`${SERVERS * FOLLOWERS_PER_SERVER} on ${SERVERS} servers`, withFollowers)]));
  console.log("");
  console.log("Fan-out of each publish to the sink (from the call's start to the last server's delivery):");
  console.log(
    markdownTable(
      ["Run", "Deliveries", "Servers reached", "All signed", "Shared inbox only", "Total"],
      fanOuts.map((fanOut, index) => [
        String(index + 1),
        String(fanOut.count),
        String(fanOut.servers),
        fanOut.signed ? "yes" : "NO",
        fanOut.sharedInboxOnly ? "yes" : "NO",
        `${(fanOut.totalMs / 1000).toFixed(1)} s`,
      ]),
    ),
  );
  const complete = fanOuts.every((fanOut) => fanOut.count === SERVERS && fanOut.servers === SERVERS && fanOut.signed);
  if (!complete) process.exitCode = 1;
} finally {
  const writer = db.bulkWriter();
  for (const doc of (await db.collection("fediverseFollowers").where("bench", "==", RUN).get()).docs) void writer.delete(doc.ref);
  for (const ref of made) {
    void writer.delete(ref);
    void writer.delete(db.collection("fediverseObjects").doc(`random-post~${ref.id}`));
  }
  await writer.close();
  await sink.stop();
  await stack.stop();
}
