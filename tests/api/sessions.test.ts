import { describe, expect, it } from "vitest";
import { LOGIN_LIMITS } from "@contract/limits";
import { loginAnswerSchema } from "@contract/users";
import { confirmedUser, newAddress, newUser } from "../support/accounts";
import { callSite, member, postJson, sessionCookieFor, sessionCookieOf } from "../support/stack";

const logIn = (email: string, password: string, headers: Record<string, string> = newAddress()) =>
  postJson("/api/login", { email, password }, { headers });

describe("POST /api/login", () => {
  it("sets an httpOnly, Secure, SameSite=Lax session cookie and answers success, token and message", async () => {
    const { user } = await confirmedUser();
    const answer = await logIn(user.email, user.password);
    expect(answer.status).toBe(200);
    const body = loginAnswerSchema.parse(answer.body);
    expect(body.token.length).toBeGreaterThan(0);

    const [setCookie] = answer.headers.getSetCookie();
    expect(setCookie).toMatch(/^__session=[^;]+;/);
    const flags = (setCookie ?? "").split(";").map((part) => part.trim().toLowerCase());
    expect(flags).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/"]));
    // The token is a hint for the web, never the credential.
    expect(setCookie).not.toContain(body.token);

    const profile = await callSite("/api/profile", { cookie: sessionCookieOf(answer.headers) ?? "" });
    expect(profile.body).toMatchObject({ success: true, user: { username: user.username } });
    expect(JSON.stringify(answer.body)).not.toContain(user.email);
  });

  it("answers a wrong password and an unknown email alike, with 401", async () => {
    const { user } = await confirmedUser();
    const wrongPassword = await logIn(user.email, "Wrong@123");
    const unknownEmail = await logIn(newUser().email, "Wrong@123");
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, message: "Invalid email or password." });
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  it("refuses a malformed email with 400 and the form's message", async () => {
    const answer = await logIn("nope", "x");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: { email: "Invalid email format." } });
  });

  it("refuses a cross-site Origin", async () => {
    const answer = await postJson(
      "/api/login",
      { email: member.email, password: member.password },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(answer.status).toBe(403);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it("treats a mangled or forged cookie as a guest, never as an error", async () => {
    for (const cookie of ["__session=%E0%A4", "__session=abc", "__session=aaaaaaaaaaaaaaaaaaaaaaaa.forged.jwt.here"]) {
      expect((await callSite("/api/profile", { cookie })).status).toBe(401);
      expect((await postJson("/api/logout", {}, { cookie })).status).toBe(200);
    }
  });

  // The account's growing delays are in login-lockout.test.ts.
  it(`stops an address after ${LOGIN_LIMITS.failuresPerAddress} failures across any accounts`, async () => {
    const address = newAddress();
    for (let failure = 0; failure < LOGIN_LIMITS.failuresPerAddress; failure += 1) {
      expect((await logIn(newUser().email, "Wrong@123", address)).status).toBe(401);
    }
    const blocked = await logIn(member.email, member.password, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      message: "Too many failed logins from your network. Please try again in 15 minutes.",
    });
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(LOGIN_LIMITS.windowMs / 1000 - 60);
    // Another address is not affected.
    expect((await logIn(member.email, member.password)).status).toBe(200);
  });
});

describe("POST /api/logout", () => {
  it("ends that session on the server and clears the cookie, leaving the user's other sessions alone", async () => {
    const { user, cookie } = await confirmedUser();
    const otherDevice = await sessionCookieFor(user.email, user.password);

    const answer = await postJson("/api/logout", {}, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()[0]).toMatch(/^__session=; .*Max-Age=0/);

    // A copy of the old cookie no longer works, even sent on purpose.
    expect((await callSite("/api/profile", { cookie })).status).toBe(401);
    expect((await postJson("/api/user/jordanlee/follow", {}, { cookie })).status).toBe(401);
    expect((await callSite("/api/profile", { cookie: otherDevice })).status).toBe(200);
  });

  it("answers a guest with success too, so a stale page can always log out", async () => {
    const answer = await postJson("/api/logout", {});
    expect(answer.status).toBe(200);
  });
});
