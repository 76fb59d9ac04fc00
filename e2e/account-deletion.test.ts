import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ACCOUNT_DELETION_MESSAGES } from "@contract/users";
import { directUser } from "../tests/support/accounts";
import { adminAuth } from "../tests/support/stack";
import { useBrowser, visit } from "./browser";

const session = useBrowser();

/** A form field by its label; scoped to forms, so the footer's social links never match. */
const field = (page: Page, label: string) => page.locator("form").getByLabel(label, { exact: true });

async function logInThroughTheForm(page: Page, email: string, password: string) {
  await visit(page, "/login");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

describe("a member deletes their account", () => {
  it("from the profile page, with their password, and can no longer log in", async () => {
    const page = await session.newPage();
    const { user } = await directUser();
    await logInThroughTheForm(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === "/");

    await visit(page, "/profile");
    await page.getByRole("heading", { name: user.name }).waitFor();
    await page.getByRole("heading", { name: "Delete account" }).waitFor();
    await page.getByRole("button", { name: "Delete account" }).click();

    // A wrong password is said beside the field and changes nothing.
    await field(page, "Your password").fill("Wrong@999");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByText(ACCOUNT_DELETION_MESSAGES.wrongPassword).waitFor();
    expect(new URL(page.url()).pathname).toBe("/profile");

    await field(page, "Your password").fill(user.password);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByText(ACCOUNT_DELETION_MESSAGES.done).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.getByRole("link", { name: "Login" }).first().waitFor();
    expect((await page.request.get("/api/profile")).status()).toBe(401);
    await expect(adminAuth.getUserByEmail(user.email)).rejects.toMatchObject({ code: "auth/user-not-found" });

    // The same email and password no longer open anything.
    await logInThroughTheForm(page, user.email, user.password);
    await page.getByText("Invalid email or password.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
  });
});
