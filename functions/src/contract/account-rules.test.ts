import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, SIGNUP_MESSAGES } from "./account-rules";
import { contactRequestSchema } from "./community";
import { emailSchema, loginRequestSchema, signupRequestSchema } from "./users";

// The pattern EMAIL_PATTERN replaced: the new one must accept and refuse exactly what this did (on inputs short
// enough for it to answer), without its quadratic backtracking.
const OLD_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every string of up to `maxLength` characters from `alphabet`. */
function stringsOf(alphabet: string, maxLength: number): string[] {
  const all = [""];
  let layer = [""];
  for (let length = 1; length <= maxLength; length += 1) {
    layer = layer.flatMap((text) => [...alphabet].map((char) => text + char));
    for (const text of layer) all.push(text);
  }
  return all;
}

const MB = 1024 * 1024;

const timed = (run: () => unknown) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

describe("EMAIL_PATTERN", () => {
  it("accepts and refuses what the old pattern did", () => {
    let checked = 0;
    for (const text of stringsOf("a.@ \tb", 7)) {
      if (EMAIL_PATTERN.test(text) !== OLD_EMAIL_PATTERN.test(text)) expect.fail(`they differ on ${JSON.stringify(text)}`);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(300_000);
    for (const text of ["a@b.c", "first.last@example.co.uk", "x@.b.c", "x@b..", "x@.b", "x@b.", "@b.c", "a@b@c.d", "a b@c.d", "ü@ä.ö"]) {
      expect(EMAIL_PATTERN.test(text), text).toBe(OLD_EMAIL_PATTERN.test(text));
    }
  });

  it("answers in linear time: 1 MB of each hostile shape in well under 100 ms", () => {
    const run = (unit: string) => unit.repeat(Math.ceil(MB / unit.length));
    const hostile = [`a@${run(".")}@`, `a@${run(".")}`, `a@${run("a")} `, `${run("a")} `, `a@${run("a.")} `, `a@${run(".a")}@`, run("@"), run(" ")];
    const times = hostile.map((text) => timed(() => EMAIL_PATTERN.test(text)));
    console.log(`EMAIL_PATTERN on 1 MB hostile inputs: ${times.map((ms) => ms.toFixed(1)).join(", ")} ms`);
    for (const ms of times) expect(ms).toBeLessThan(100);
  });
});

describe("lengths before patterns", () => {
  // A 1 MB email fails the length check; had the pattern run too, it would add an issue of its own.
  const huge = `a@${".".repeat(MB)}@`;

  it("stops an email schema at its length check, so a 1 MB email never reaches the pattern", () => {
    let issues: unknown[] = [];
    const ms = timed(() => {
      issues = emailSchema.safeParse(huge).error?.issues ?? [];
    });
    console.log(`emailSchema on a 1 MB email: ${ms.toFixed(1)} ms, ${issues.length} issue(s)`);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ code: "too_big", message: SIGNUP_MESSAGES.email });
    expect(ms).toBeLessThan(200);
  });

  it("does the same in the login, signup and contact forms, keeping the messages of SPEC", () => {
    const login = loginRequestSchema.safeParse({ email: huge, password: "x" }).error?.issues ?? [];
    expect(login.filter((issue) => issue.path[0] === "email")).toEqual([expect.objectContaining({ code: "too_big", message: "Invalid email format." })]);
    const long = "a".repeat(MB);
    const signup = signupRequestSchema.safeParse({ name: long, username: long, email: huge, password: long, confirmPassword: long }).error?.issues ?? [];
    expect(signup.map((issue) => [issue.path[0], issue.code])).toEqual([
      ["name", "too_big"],
      ["username", "too_big"],
      ["email", "too_big"],
      ["password", "too_big"],
    ]);
    expect(signup.map((issue) => issue.message)).toEqual([SIGNUP_MESSAGES.name, SIGNUP_MESSAGES.username, SIGNUP_MESSAGES.email, SIGNUP_MESSAGES.password]);
    const contact = contactRequestSchema.safeParse({ name: "A", email: huge, subject: "S", message: "M" }).error?.issues ?? [];
    expect(contact).toEqual([expect.objectContaining({ code: "too_big", message: "Emails are limited to 254 characters." })]);
  });

  it("still refuses a short bad email with the SPEC message, and takes a good one", () => {
    expect(emailSchema.safeParse("a@b").error?.issues[0]?.message).toBe("Invalid email format.");
    expect(emailSchema.parse("  First.Last@Example.COM ")).toBe("first.last@example.com");
    expect(contactRequestSchema.safeParse({ name: "A", email: "a@b", subject: "S", message: "M" }).error?.issues[0]?.message).toBe("Invalid email format.");
  });
});
