// "Download my data" in a real browser (issue 36): a member saves one JSON file of their own data from the profile.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { directUser } from "../tests/support/accounts";
import { logIn, useBrowser, visit } from "./browser";

const session = useBrowser();

describe("a member downloads their data", () => {
  it("from the profile, as one JSON file named for them, and is told where it went", async () => {
    const page = await session.newPage({ width: 390, height: 844 });
    const { user } = await directUser();
    await logIn(page, user.email, user.password);
    await visit(page, "/profile");
    await page.getByRole("heading", { name: "Your data" }).waitFor();
    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^devfolio-data-${user.username}-\\d{4}-\\d\\d-\\d\\d\\.json$`));
    const data = JSON.parse(await readFile((await download.path())!, "utf8")) as { profile: { username: string }; account: { email: string } };
    expect(data.profile.username).toBe(user.username);
    expect(data.account.email).toBe(user.email);
    await page.getByRole("status").filter({ hasText: `Downloaded as ${download.suggestedFilename()}.` }).waitFor();
  }, 60_000);
});
