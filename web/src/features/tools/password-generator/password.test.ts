import { describe, expect, it } from "vitest";
import {
  CHARACTER_CLASSES,
  clampLength,
  generatePassword,
  PASSWORD_LENGTH,
  randomBelow,
  strengthBits,
  type PasswordOptions,
} from "./password";

const ALL: PasswordOptions = { length: 27, uppercase: true, numbers: true, symbols: true };
const LOWER_ONLY: PasswordOptions = { length: 27, uppercase: false, numbers: false, symbols: false };

/** Pearson's chi-square statistic of observed counts against a uniform spread. */
function chiSquare(counts: Map<string, number>, categories: string): number {
  const total = [...categories].reduce((sum, character) => sum + (counts.get(character) ?? 0), 0);
  const expected = total / categories.length;
  return [...categories].reduce((sum, character) => sum + ((counts.get(character) ?? 0) - expected) ** 2 / expected, 0);
}

function countCharacters(passwords: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const character of passwords.join("")) counts.set(character, (counts.get(character) ?? 0) + 1);
  return counts;
}

const draws = (options: PasswordOptions, count: number) =>
  Array.from({ length: count }, () => generatePassword(options));

describe("generatePassword", () => {
  it("gives the chosen length, kept within 4 to 27", () => {
    expect(generatePassword({ ...ALL, length: 4 })).toHaveLength(4);
    expect(generatePassword({ ...ALL, length: 27 })).toHaveLength(27);
    expect(clampLength(2)).toBe(PASSWORD_LENGTH.min);
    expect(clampLength(99)).toBe(PASSWORD_LENGTH.max);
    expect(clampLength(Number.NaN)).toBe(4);
    expect(PASSWORD_LENGTH).toMatchObject({ min: 4, max: 27, initial: 4 });
  });

  it("uses lowercase letters only when no class is added", () => {
    for (const password of draws(LOWER_ONLY, 200)) expect(password).toMatch(/^[a-z]{27}$/);
  });

  it("has at least one character of every chosen class, even at the shortest length", () => {
    for (const password of draws({ ...ALL, length: 4 }, 2000)) {
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[!@#$%&*]/);
      expect(password).toMatch(/^[a-zA-Z0-9!@#$%&*]{4}$/);
    }
    for (const password of draws({ length: 5, uppercase: false, numbers: true, symbols: false }, 500)) {
      expect(password).toMatch(/^(?=.*[a-z])(?=.*[0-9])[a-z0-9]{5}$/);
    }
  });

  it("draws symbols from !@#$%&* only, and all of them", () => {
    expect(CHARACTER_CLASSES.symbols).toBe("!@#$%&*");
    const symbols = draws({ length: 27, uppercase: false, numbers: false, symbols: true }, 300)
      .join("")
      .replace(/[a-z]/g, "");
    expect(new Set(symbols)).toEqual(new Set("!@#$%&*"));
  });

  it("maps the random source straight onto the characters", () => {
    let next = 0;
    expect(generatePassword({ ...LOWER_ONLY, length: 4 }, () => next++)).toBe("abcd");
  });

  it("spreads characters evenly over many draws", () => {
    // Thresholds at p = 1e-6 (Wilson-Hilferty), so a fair generator fails about once in a million runs.
    const letters = countCharacters(draws(LOWER_ONLY, 4000));
    expect(chiSquare(letters, CHARACTER_CLASSES.lowercase)).toBeLessThan(75); // 25 degrees of freedom
    const mixed = countCharacters(draws(ALL, 4000));
    expect(chiSquare(mixed, CHARACTER_CLASSES.uppercase)).toBeLessThan(75);
    expect(chiSquare(mixed, CHARACTER_CLASSES.numbers)).toBeLessThan(40); // 9 degrees of freedom
    expect(chiSquare(mixed, CHARACTER_CLASSES.symbols)).toBeLessThan(33); // 6 degrees of freedom
  });
});

describe("randomBelow", () => {
  it("draws again instead of folding the incomplete last block onto the low values", () => {
    // 2^32 = 3 * 1431655765 + 1, so only 2^32 - 1 would favour 0; it is skipped.
    const values = [2 ** 32 - 1, 2 ** 32 - 2, 7];
    expect(randomBelow(3, () => values.shift()!)).toBe((2 ** 32 - 2) % 3);
    const sixtyNine = [2 ** 32 - 1, 2 ** 32 - 5, 68];
    expect(randomBelow(69, () => sixtyNine.shift()!)).toBe(68);
  });

  it("keeps every value of a bound that divides 2^32", () => {
    expect(randomBelow(16, () => 2 ** 32 - 1)).toBe(15);
  });
});

describe("strengthBits", () => {
  it("counts the passwords that satisfy every chosen class", () => {
    expect(strengthBits({ ...LOWER_ONLY, length: 4 })).toBeCloseTo(Math.log2(26 ** 4), 6);
    // Four characters, one from each class, in any order.
    expect(strengthBits({ ...ALL, length: 4 })).toBeCloseTo(Math.log2(24 * 26 * 26 * 10 * 7), 6);
    expect(strengthBits(ALL)).toBeGreaterThan(160);
  });
});
