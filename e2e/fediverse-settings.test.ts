// The owner's say on the fediverse account in the browser (issue 37): on /people, who may quote and the bridge to
// Bluesky are saved and shown as stored, on a phone and on a desktop, and the page never scrolls sideways.
import { afterAll, beforeAll, expect, it } from "vitest";
import { forgetServers, startPeer, type Peer } from "../tests/support/fediverse-peer";
import { adminDb, owner } from "../tests/support/stack";
import { logIn, useBrowser, visit } from "./browser";

const session = useBrowser();
let bot: Peer;

beforeAll(async () => {
  // The peer stands in for Bridgy Fed's bot, which the machines cannot reach (docs/bluesky.md).
  bot = await startPeer("bsky");
  await adminDb.collection("fediverseSettings").doc("bridge").set({ botActor: bot.actorId.href });
}, 60_000);

afterAll(async () => {
  await adminDb.collection("fediverseSettings").doc("policy").delete();
  await adminDb.collection("fediverseSettings").doc("bridge").delete();
  await forgetServers([bot.host]);
  await bot.stop();
});

const stored = async () => (await adminDb.collection("fediverseSettings").doc("policy").get()).data();

it("saves who may quote and the bridge to Bluesky from /people at 390 and 1280 px", async () => {
  const phone = await session.newPage({ width: 390, height: 844 });
  await logIn(phone, owner.email, owner.password);
  await visit(phone, "/people");
  const section = phone.getByRole("region", { name: "Quotes and Bluesky" });
  await section.getByRole("radio", { name: /^Anyone/ }).waitFor();
  expect(await section.getByRole("radio", { name: /^Anyone/ }).isChecked()).toBe(true);
  await section.getByRole("radio", { name: /^Nobody/ }).check();
  await section.getByRole("checkbox", { name: "Bridge to Bluesky through Bridgy Fed" }).check();
  await section.getByRole("button", { name: "Save settings" }).click();
  await section.getByText("Saved: the site is bridged to Bluesky.").waitFor();
  expect(await stored()).toMatchObject({ quotePolicy: "nobody", bridgeToBluesky: true });
  await bot.waitFor((activity) => activity.type === "Follow");
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await section.screenshot({ path: `${process.env.TMPDIR ?? "/tmp"}/fediverse-settings-390.png` });

  const desktop = await session.newPage({ width: 1280, height: 900 });
  await logIn(desktop, owner.email, owner.password);
  await visit(desktop, "/people");
  const again = desktop.getByRole("region", { name: "Quotes and Bluesky" });
  await again.getByRole("radio", { name: /^Nobody/ }).waitFor();
  // As stored: the choices made on the phone.
  expect(await again.getByRole("radio", { name: /^Nobody/ }).isChecked()).toBe(true);
  expect(await again.getByRole("checkbox", { name: "Bridge to Bluesky through Bridgy Fed" }).isChecked()).toBe(true);
  await again.getByRole("radio", { name: /^Anyone/ }).check();
  await again.getByRole("checkbox", { name: "Bridge to Bluesky through Bridgy Fed" }).uncheck();
  await again.getByRole("button", { name: "Save settings" }).click();
  await again.getByText("Saved.", { exact: true }).waitFor();
  expect(await stored()).toMatchObject({ quotePolicy: "anyone", bridgeToBluesky: false });
  await bot.waitFor((activity) => activity.type === "Block");
  expect(await desktop.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await desktop.screenshot({ path: `${process.env.TMPDIR ?? "/tmp"}/fediverse-settings-1280.png`, fullPage: true });
}, 120_000);
