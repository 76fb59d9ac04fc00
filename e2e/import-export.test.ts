// The owner's export in a real browser (issue 36): from "Import and export", the owner exports the whole site as a
// zip, follows it to the end and downloads it; a member and a guest are kept out. Screenshots at a phone's and a
// laptop's width, light and dark, go to TMPDIR.
import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminAuth, adminDb, member, owner } from "../tests/support/stack";
import { digest } from "../functions/src/services/secrets";
import { logIn, useBrowser, visit } from "./browser";

const session = useBrowser();
const shots = process.env.TMPDIR ?? "/tmp";
let clearLimit = async () => {};

beforeAll(async () => {
  const { uid } = await adminAuth.getUserByEmail(owner.email);
  clearLimit = async () => void (await adminDb.collection("rateLimits").doc(`site-export_${digest(uid)}`).delete());
  await clearLimit();
});

afterAll(() => clearLimit());

it("lets the owner export everything as a zip, follow it, and download it", async () => {
  const page = await session.newPage({ width: 1280, height: 900 });
  await logIn(page, owner.email, owner.password);
  await visit(page, "/");
  await page.getByRole("link", { name: "Import and export" }).first().click();
  await page.waitForURL((url) => url.pathname === "/import-export");
  await page.getByRole("heading", { name: "Import and export", level: 1 }).waitFor();

  const clicked = new Date();
  await page.getByRole("button", { name: "Export everything (zip)" }).click();
  // The job this click started, once its task has finished it; the page then says so by its file name.
  let fileName = "";
  await expect
    .poll(
      async () => {
        const [job] = (await adminDb.collection("exports").where("createdAt", ">=", clicked).get()).docs;
        fileName = job?.get("status") === "done" ? String(job.get("fileName")) : "";
        return fileName;
      },
      { timeout: 120_000, interval: 500 },
    )
    .toMatch(/^devfolio-export-\d{8}-\d{4}\.zip$/);
  await page.getByRole("status").filter({ hasText: `Your export is ready: ${fileName}, ` }).waitFor();
  const list = page.getByRole("list", { name: "Recent exports, newest first" });
  await expect.poll(async () => (await list.getByRole("listitem").first().textContent()) ?? "").toMatch(/Everything \(zip\).*Done, /);

  const downloaded = page.waitForEvent("download");
  await page.locator(".site-transfer__ready").getByRole("link", { name: /^Download \(/ }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(fileName);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const manifest = JSON.parse(strFromU8(files["manifest.json"]!)) as { format: string; counts: { projects: number } };
  expect(manifest.format).toBe("devfolio-export");
  expect(manifest.counts.projects).toBeGreaterThan(0);

  for (const width of [390, 1280]) {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: `${shots}/import-export-${width}-${colorScheme}.png`, fullPage: true });
    }
  }
}, 180_000);

it("keeps a member and a guest out", async () => {
  const guest = await session.newPage();
  await visit(guest, "/import-export");
  await guest.waitForURL((url) => url.pathname === "/login");

  const page = await session.newPage({ width: 390, height: 844 });
  await logIn(page, member.email, member.password);
  await visit(page, "/import-export");
  await page.getByText("Only the site owner can import or export the site.").waitFor();
  expect(await page.getByRole("button", { name: "Export everything (zip)" }).count()).toBe(0);
  expect(await page.getByRole("link", { name: "Import and export" }).count()).toBe(0);
}, 60_000);
