import { SIGNUP_MESSAGES } from "@contract/account-rules";
import type { SignupRequest } from "@contract/users";
import { describe, expect, it } from "vitest";
import { pickSignupErrors, validateSignup } from "./signup-validation";

const valid: SignupRequest = {
  name: "Ada Lovelace",
  username: "ada1815",
  email: "ada@example.com",
  password: "Engine1!",
  confirmPassword: "Engine1!",
};

describe("validateSignup", () => {
  it("accepts a form that meets every rule", () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it.each([
    ["too short", "Ada"],
    ["too long", "A".repeat(21)],
    ["a symbol outside the allowed punctuation", "Ada <Lovelace>"],
  ])("rejects a name that is %s", (_case, name) => {
    expect(validateSignup({ ...valid, name })).toEqual({ name: SIGNUP_MESSAGES.name });
  });

  it("accepts a name with the allowed punctuation", () => {
    expect(validateSignup({ ...valid, name: `O'Neil, "Jo"!?-.` })).toEqual({});
  });

  it.each([
    ["uppercase letters", "Ada1815"],
    ["fewer than 5 characters", "ada1"],
    ["more than 20 characters", "a".repeat(21)],
    ["an underscore", "ada_1815"],
  ])("rejects a username with %s", (_case, username) => {
    expect(validateSignup({ ...valid, username })).toEqual({ username: SIGNUP_MESSAGES.username });
  });

  it.each(["ada", "ada@example", "ada @example.com", "@example.com"])("rejects the email %j", (email) => {
    expect(validateSignup({ ...valid, email })).toEqual({ email: SIGNUP_MESSAGES.email });
  });

  it.each([
    ["no symbol", "Engine12"],
    ["no uppercase letter", "engine1!"],
    ["no lowercase letter", "ENGINE1!"],
    ["no digit", "Engine!!"],
    ["fewer than 6 characters", "En1!a"],
    ["more than 20 characters", "Engine1!" + "a".repeat(13)],
    ["a symbol outside @$!%*?&", "Engine1#"],
  ])("rejects a password with %s", (_case, password) => {
    expect(validateSignup({ ...valid, password, confirmPassword: password })).toEqual({
      password: SIGNUP_MESSAGES.password,
    });
  });

  it("rejects a confirmation that differs from the password", () => {
    expect(validateSignup({ ...valid, confirmPassword: "Engine1?" })).toEqual({
      confirmPassword: SIGNUP_MESSAGES.confirmPassword,
    });
  });

  it("reports every broken field at once", () => {
    const errors = validateSignup({ name: "", username: "", email: "", password: "", confirmPassword: "x" });
    expect(errors).toEqual(SIGNUP_MESSAGES);
  });
});

describe("pickSignupErrors", () => {
  it("keeps the fields the form shows and drops the rest", () => {
    expect(pickSignupErrors({ username: "Username is taken.", token: "nope" })).toEqual({
      username: "Username is taken.",
    });
  });
});
