// The owner's import in a real browser (issue 36): a zip of Markdown posts chosen on the Import and export page, its
// dry run read before anything comes in, the kind picked, the progress, and the report; at a phone's width.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { strToU8, zipSync } from "fflate";
import { stillPng } from "../tests/support/media";
import { adminDb, owner } from "../tests/support/stack";
import { removeImport } from "../tests/support/imports";
import { logIn, useBrowser, visit } from "./browser";

const session = useBrowser();
const stamp = `e${Date.now().toString(36)}`;

afterAll(async () => {
  const jobs = await adminDb.collection("importJobs").where("fileName", "==", `${stamp}.zip`).get();
  for (const job of jobs.docs) await removeImport(job.id);
});

async function zipOnDisk(): Promise<string> {
  const zip = zipSync({
    [`content/notes/${stamp}-one.md`]: strToU8(`---\ntitle: "Browser import ${stamp} one"\ndate: 2024-02-01\nimages: [one.png]\n---\n\nThe first note.\n`),
    [`content/notes/one.png`]: await stillPng("#8e44ad", 240, 160),
    [`content/notes/${stamp}-two.md`]: strToU8(`---\ntitle: "Browser import ${stamp} two"\ndate: 2024-02-02\n---\n\nThe second note.\n`),
  });
  const path = join(mkdtempSync(join(tmpdir(), "import-")), `${stamp}.zip`);
  writeFileSync(path, zip);
  return path;
}

describe("the owner imports a zip of Markdown notes", () => {
  it("sees the dry run, picks Blogs, and reads the report", async () => {
    const page = await session.newPage({ width: 390, height: 844 });
    await logIn(page, owner.email, owner.password);
    await visit(page, "/import-export");
    await page.getByRole("heading", { name: "Import", exact: true }).waitFor();
    await page.getByLabel(/Export file/).setInputFiles(await zipOnDisk());
    await page.getByRole("button", { name: "Upload and check" }).click();

    // The dry run: nothing imported yet, one type of entry to place.
    await page.getByText(/Nothing has been imported yet\. Markdown: 2 entries/).waitFor({ timeout: 60_000 });
    await page.getByRole("combobox", { name: "Import “notes” as" }).selectOption("blogs");
    await page.screenshot({ path: join(tmpdir(), "import-dry-run-390.png"), fullPage: true });
    await page.getByRole("button", { name: "Import 2 entries" }).click();

    await page.getByText("Import finished. Created 2 blogs.").waitFor({ timeout: 120_000 });
    await page.screenshot({ path: join(tmpdir(), "import-report-390.png"), fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await visit(page, "/blogs");
    await page.getByText(`Browser import ${stamp} one`).first().waitFor();
  }, 240_000);
});
