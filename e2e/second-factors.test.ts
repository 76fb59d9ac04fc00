// Second factors in a real browser (issue 34): Chromium's virtual authenticator (the DevTools WebAuthn domain) adds
// a passkey on the profile, signs in with it alone, and is refused once it is removed; an authenticator app is set
// up from the secret the page shows and then asked for by the login's second step. Passkeys need a domain as the
// relying party, so these pages run on http://localhost (README, "Passkeys locally").
import { Secret, TOTP } from "otpauth";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SECURITY_MESSAGES } from "@contract/security";
import { directUser } from "../tests/support/accounts";
import { siteUrl } from "../tests/support/stack";
import { useBrowser, waitForApp } from "./browser";

const session = useBrowser();
const localhostUrl = siteUrl.replace("127.0.0.1", "localhost");
const shots = process.env.SECOND_FACTOR_SHOTS;

async function localhostPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await session.browser.newContext({ baseURL: localhostUrl, viewport: { width, height: 900 } });
  // Third-party scripts never load in tests: the machines have no internet.
  await context.route(/^https?:\/\/(?!localhost)/, (route) => route.abort());
  return { context, page: await context.newPage() };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

const field = (page: Page, label: string) => page.locator("form").getByLabel(label, { exact: true });

async function passwordStep(page: Page, email: string, password: string) {
  await open(page, "/login");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Signs out by forgetting the cookie and the UI hint, as a fresh browser would be. */
async function forget(context: BrowserContext, page: Page) {
  await page.evaluate(() => localStorage.clear());
  await context.clearCookies();
}

describe("passkeys", () => {
  it("are added on the profile, sign in alone, and are refused once removed", async () => {
    const { context, page } = await localhostPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    const { user } = await directUser();
    await passwordStep(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === "/");

    await open(page, "/profile");
    await page.getByRole("heading", { name: "Security" }).waitFor();
    await field(page, "New passkey's name").fill("Test laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    // The first factor comes with ten recovery codes, shown once.
    const codes = page.getByTestId("recovery-codes").getByRole("listitem");
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    if (shots) await page.screenshot({ path: `${shots}/security-1280.png`, fullPage: true });
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByText("Test laptop").first().waitFor();

    await forget(context, page);
    await open(page, "/login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect((await page.request.get("/api/profile")).status()).toBe(200);

    // Signing in with the passkey proved it just now: removing it needs no other proof.
    await open(page, "/profile");
    await page.getByRole("button", { name: "Remove Test laptop" }).click();
    await page.getByText("No passkeys yet.").waitFor();

    await forget(context, page);
    await open(page, "/login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.getByText(SECURITY_MESSAGES.passkeyUnknown).waitFor();
    expect((await page.request.get("/api/profile")).status()).toBe(401);
    await context.close();
  });
});

describe("an authenticator app", () => {
  it("is set up from the secret the page shows, and the login's second step asks for its code", async () => {
    const { context, page } = await localhostPage(390);
    const { user } = await directUser();
    await passwordStep(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === "/");
    await open(page, "/profile");
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/totp-390.png`, fullPage: true });
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
    const step = Math.floor(Date.now() / 30_000);
    await field(page, "Code from the app").fill(totp.generate({ timestamp: step * 30_000 }));
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByTestId("recovery-codes").waitFor();
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByRole("button", { name: "Remove the authenticator app" }).waitFor();

    await forget(context, page);
    await passwordStep(page, user.email, user.password);
    await page.getByText("Your account has a second factor. Finish signing in with it.").waitFor();
    expect((await page.request.get("/api/profile")).status()).toBe(401);
    if (shots) await page.screenshot({ path: `${shots}/second-step-390.png`, fullPage: true });
    // The enrolment's code is spent; the next step's is accepted.
    await field(page, "Code from your authenticator app").fill(totp.generate({ timestamp: step * 30_000 }));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText(SECURITY_MESSAGES.wrongCode).waitFor();
    await field(page, "Code from your authenticator app").fill(totp.generate({ timestamp: (step + 1) * 30_000 }));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect((await page.request.get("/api/profile")).status()).toBe(200);
    await context.close();
  });
});
