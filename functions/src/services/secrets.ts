import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A stable, opaque id for an email, IP or cookie, so raw values never become document ids. */
export function digest(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A 6-digit code from the operating system's secure random source. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export function newSalt(): string {
  return randomBytes(16).toString("hex");
}

/** Codes are stored only as this keyed hash; the salt makes two equal codes hash apart. */
export function hashCode(code: string, salt: string): string {
  return createHmac("sha256", salt).update(code).digest("hex");
}

/** Constant-time comparison, so the time taken says nothing about how close a guess was. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** An opaque random value, for ids and the UI's "token" hint. */
export function randomToken(): string {
  return randomBytes(24).toString("base64url");
}
