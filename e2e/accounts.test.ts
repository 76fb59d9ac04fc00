import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TINY_PNG } from "../tests/support/images";
import { LOGIN_UNCONFIRMED_MESSAGE } from "@contract/account-rules";
import { confirmedUser, latestCode, mailTo, newUser, signUp, type NewUser } from "../tests/support/accounts";
import { adminAuth, postJson } from "../tests/support/stack";
import { useBrowser, visit, waitForApp } from "./browser";

const session = useBrowser();


/** A form field by its label; scoped to forms, so the footer's social links never match. */
const field = (page: Page, label: string) => page.locator("form").getByLabel(label, { exact: true });

/** The URL changes before the lazily loaded screen shows, so wait for the screen itself. */
async function onLoginPage(page: Page) {
  await page.waitForURL("**/login");
  await page.getByRole("heading", { name: "Welcome back" }).waitFor();
}

async function logInThroughTheForm(page: Page, email: string, password: string) {
  await visit(page, "/login");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

const statValue = (page: Page, label: string) =>
  page.locator(".account-stats__item", { hasText: label }).locator("dd").textContent();

describe("a new member's first visit", () => {
  it("signs up, confirms with the emailed code, logs in, sets a picture, follows someone and logs out", async () => {
    const page = await session.newPage();
    const user: NewUser = newUser();
    const someone = await confirmedUser();

    // Sign up: the button waits for the checklist, then the form leads to /login.
    await visit(page, "/signup");
    await field(page, "Name").fill(user.name);
    await field(page, "Username").fill(user.username);
    await field(page, "Email").fill(user.email);
    await field(page, "Password").fill("weak");
    expect(await page.getByRole("button", { name: "Register" }).isDisabled()).toBe(true);
    await field(page, "Password").fill(user.password);
    await field(page, "Confirm password").fill(user.password);
    await page.getByRole("button", { name: "Register" }).click();
    await onLoginPage(page);

    // Logging in before confirming offers the way to confirm.
    await field(page, "Email").fill(user.email);
    await field(page, "Password").fill(user.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("link", { name: LOGIN_UNCONFIRMED_MESSAGE }).click();
    await page.waitForURL((url) => url.pathname === "/confirm" && url.searchParams.get("email") === user.email);

    // Confirm with the code from the outbox; the page moves on to /login after 2 s.
    expect(await field(page, "Email").inputValue()).toBe(user.email);
    await field(page, "Confirmation code").fill(await latestCode(user.email));
    await page.getByRole("button", { name: "Confirm email" }).click();
    await page.getByText("Your email is confirmed!").waitFor();
    await onLoginPage(page);

    // Log in: the token hint is stored, the session is an httpOnly cookie, and the page reloads to /.
    await field(page, "Email").fill(user.email);
    await field(page, "Password").fill(user.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
    const [cookie] = await page.context().cookies();
    expect(cookie).toMatchObject({ name: "__session", httpOnly: true, secure: true, sameSite: "Lax" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("__session");

    // The profile shows the new member's data, and a new picture shows at once.
    await visit(page, "/profile");
    await page.getByRole("heading", { name: user.name }).waitFor();
    await page.getByText(user.email).waitFor();
    await field(page, "Change profile image").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: TINY_PNG });
    await page.getByRole("button", { name: "Upload" }).click();
    await page.getByText("Done", { exact: true }).waitFor();
    const avatar = page.locator(".account-avatar");
    await expect.poll(() => avatar.getAttribute("src")).toMatch(/profile-image\?v=\d+$/);
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

    // Another member's page: follow, then the counts and the button follow along.
    await visit(page, `/id/${someone.user.username}`);
    await page.getByRole("heading", { name: someone.user.name }).waitFor();
    expect(await statValue(page, "Followers")).toBe("0");
    await page.getByRole("button", { name: "Follow", exact: true }).click();
    await page.getByRole("button", { name: "Unfollow" }).waitFor();
    await expect.poll(() => statValue(page, "Followers")).toBe("1");
    await expect.poll(() => statValue(page, "Score")).toBe("10");
    await visit(page, `/id/${someone.user.username}`);
    await page.getByRole("button", { name: "Unfollow" }).waitFor();

    // Log out: the token and the session are gone, on the server too.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    const profile = await page.request.get("/api/profile");
    expect(profile.status()).toBe(401);
    await visit(page, "/profile");
    await onLoginPage(page);
  });

  it("shows the server's field errors on the signup form", async () => {
    const page = await session.newPage();
    const taken = await confirmedUser();
    const user = newUser();
    await visit(page, "/signup");
    await field(page, "Name").fill(user.name);
    await field(page, "Username").fill(taken.user.username);
    await field(page, "Email").fill(user.email);
    await field(page, "Password").fill(user.password);
    await field(page, "Confirm password").fill(user.password);
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByText("This username is already taken.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/signup");
  });

  it("shows the server's message for a wrong password", async () => {
    const page = await session.newPage();
    const { user } = await confirmedUser();
    await logInThroughTheForm(page, user.email, "Wrong@123");
    await page.getByRole("alert").getByText("Invalid email or password.").waitFor();
  });
});

describe("a login form used before the app runs (a slow phone, a password manager)", () => {
  /** Opens /login with the app's code held back, so the reader has the server's form to themselves for a while. */
  async function loginBeforeTheApp(page: Page, email: string, password: string) {
    let releaseApp!: () => void;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto("/login");
    await field(page, "Email").fill(email);
    await field(page, "Password").fill(password);
    return releaseApp;
  }

  it("sends what was filled in before the app ran when Log in is tapped after", async () => {
    const page = await session.newPage();
    const { user } = await confirmedUser();
    const releaseApp = await loginBeforeTheApp(page, user.email, user.password);
    releaseApp();
    await waitForApp(page);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("holds a Log in tapped before the app ran, shows it busy, and sends it once the app runs", async () => {
    const page = await session.newPage();
    const { user } = await confirmedUser();
    const releaseApp = await loginBeforeTheApp(page, user.email, user.password);
    const logInButton = page.getByRole("button", { name: "Log in" });
    await logInButton.click();
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await logInButton.evaluate((button) => getComputedStyle(button).cursor)).toBe("progress");
    releaseApp();
    await page.waitForURL((url) => url.pathname === "/");
  });
});

describe("confirming in another browser than the one that signed up", () => {
  it("asks for the password chosen at signup beside the code, and confirms with it", async () => {
    const page = await session.newPage();
    const user = newUser();
    expect((await signUp(user)).status).toBe(201);
    await visit(page, `/confirm?email=${encodeURIComponent(user.email)}`);
    await field(page, "Confirmation code").fill(await latestCode(user.email));
    // This browser holds no signup secret for the email, so the password field is there.
    await field(page, "Password chosen at signup").fill("Wrong@123");
    await page.getByRole("button", { name: "Confirm email" }).click();
    await page.getByText("That is not the password chosen at signup.").waitFor();
    await field(page, "Password chosen at signup").fill(user.password);
    await page.getByRole("button", { name: "Confirm email" }).click();
    await page.getByText("Your email is confirmed!").waitFor();
    expect((await adminAuth.getUserByEmail(user.email)).emailVerified).toBe(true);
  });
});

describe("forgetting a password", () => {
  it("resets it in three steps with the emailed code, then logs in with the new one", async () => {
    const page = await session.newPage();
    const { user } = await confirmedUser();
    const newPassword = "Renewed@789";

    await visit(page, "/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByRole("heading", { name: "Reset your password" }).waitFor();
    await field(page, "Email").fill(user.email);
    await page.getByRole("button", { name: "Send code" }).click();

    // The code step opens once the server has answered, so the email is in the outbox by then.
    await field(page, "Reset code").waitFor();
    await field(page, "Reset code").fill(await latestCode(user.email));
    await page.getByRole("button", { name: "Verify" }).click();

    await field(page, "New password").fill(newPassword);
    await field(page, "Confirm password").fill("Mismatch@789");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByText("Passwords do not match.").waitFor();
    await field(page, "Confirm password").fill(newPassword);
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByText("Your password has been reset!").waitFor();
    await onLoginPage(page);

    await logInThroughTheForm(page, user.email, newPassword);
    await page.waitForURL((url) => url.pathname === "/");
    const old = await postJson("/api/login", { email: user.email, password: user.password });
    expect(old.status).toBe(401);
  });

  it("opens the new-password step from the mail's one-time link, without the token staying in the address", async () => {
    const page = await session.newPage();
    const { user } = await confirmedUser();
    const newPassword = "Linked@789";
    expect((await postJson("/api/forgot-request", { email: user.email })).status).toBe(200);
    const mail = (await mailTo(user.email)).at(-1);
    const link = /https?:\/\/\S+\/forgot\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? "")?.[0] ?? "";
    expect(link).not.toBe("");

    await visit(page, new URL(link).pathname + new URL(link).search);
    await field(page, "New password").waitFor();
    expect(page.url()).not.toContain("token=");
    await page.getByText("Link verified. Choose a new password.").waitFor();
    await field(page, "New password").fill(newPassword);
    await field(page, "Confirm password").fill(newPassword);
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByText("Your password has been reset!").waitFor();
    await onLoginPage(page);
    expect((await postJson("/api/login", { email: user.email, password: newPassword })).status).toBe(200);

    // The same link again: used, so the screen says so and starts at the email step.
    await visit(page, new URL(link).pathname + new URL(link).search);
    await page.getByText(/This reset link has expired, was already used/).waitFor();
    await field(page, "Email").waitFor();
  });

  it("keeps the code it sent when a resend comes too soon, and says how long to wait", async () => {
    const page = await session.newPage();
    const user = newUser();
    await signUp(user);
    await adminAuth.updateUser((await adminAuth.getUserByEmail(user.email)).uid, { emailVerified: true });

    await visit(page, "/forgot");
    await field(page, "Email").fill(user.email);
    await page.getByRole("button", { name: "Send code" }).click();
    await field(page, "Reset code").waitFor();
    const first = await latestCode(user.email);
    // The server's cooldown answers first; the message tells the user how long to wait.
    await page.getByRole("button", { name: "Resend code" }).click();
    await page.getByText(/Please wait \d+ seconds before asking for another code\./).waitFor();
    expect(await latestCode(user.email)).toBe(first);
  });
});
