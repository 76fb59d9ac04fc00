import { describe, expect, it } from "vitest";
import { hashCode, newCode, newSalt, sameHash } from "./secrets";

describe("codes", () => {
  it("are six digits, leading zeros kept, and not repeating", () => {
    const codes = Array.from({ length: 2000 }, newCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it("hash apart under different salts and match only themselves", () => {
    const salt = newSalt();
    expect(hashCode("123456", salt)).not.toBe(hashCode("123456", newSalt()));
    expect(sameHash(hashCode("123456", salt), hashCode("123456", salt))).toBe(true);
    expect(sameHash(hashCode("123456", salt), hashCode("123457", salt))).toBe(false);
    expect(sameHash(hashCode("123456", salt), "abc")).toBe(false);
  });
});
