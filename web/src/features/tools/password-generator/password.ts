export const PASSWORD_LENGTH = { min: 4, max: 27, initial: 4 } as const;

/** Lowercase letters are always in; the visitor adds the other classes (SPEC sections 5 and 9). */
export const CHARACTER_CLASSES = {
  lowercase: "abcdefghijklmnopqrstuvwxyz",
  uppercase: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  numbers: "0123456789",
  symbols: "!@#$%&*",
} as const;

export interface PasswordOptions {
  length: number;
  uppercase: boolean;
  numbers: boolean;
  symbols: boolean;
}

/** A source of uniformly random 32-bit integers. */
export type RandomUint32 = () => number;

export const cryptoUint32: RandomUint32 = () => crypto.getRandomValues(new Uint32Array(1))[0]!;

const UINT32_RANGE = 2 ** 32;

/**
 * A uniform integer in [0, bound). Taking a 32-bit value modulo `bound` would favour the low remainders
 * whenever 2^32 is not a multiple of `bound`, so values from the incomplete last block are drawn again.
 */
export function randomBelow(bound: number, random: RandomUint32): number {
  const limit = UINT32_RANGE - (UINT32_RANGE % bound);
  for (;;) {
    const value = random();
    if (value < limit) return value % bound;
  }
}

export function chosenClasses(options: PasswordOptions): string[] {
  return [
    CHARACTER_CLASSES.lowercase,
    ...(options.uppercase ? [CHARACTER_CLASSES.uppercase] : []),
    ...(options.numbers ? [CHARACTER_CLASSES.numbers] : []),
    ...(options.symbols ? [CHARACTER_CLASSES.symbols] : []),
  ];
}

export function clampLength(length: number): number {
  if (!Number.isFinite(length)) return PASSWORD_LENGTH.initial;
  return Math.min(PASSWORD_LENGTH.max, Math.max(PASSWORD_LENGTH.min, Math.round(length)));
}

/**
 * A password of the chosen length with at least one character of each chosen class. Every character is drawn
 * uniformly from all chosen classes and a draw that misses a class is thrown away whole, so every valid password
 * is equally likely; forcing one character per class instead would make the small classes easier to guess.
 * Even the rarest case, 4 characters from all four classes, keeps about one draw in twenty.
 */
export function generatePassword(options: PasswordOptions, random: RandomUint32 = cryptoUint32): string {
  const classes = chosenClasses(options);
  const pool = classes.join("");
  const length = clampLength(options.length);
  for (;;) {
    let password = "";
    for (let index = 0; index < length; index += 1) password += pool[randomBelow(pool.length, random)];
    if (classes.every((characters) => [...password].some((character) => characters.includes(character)))) {
      return password;
    }
  }
}

/**
 * How many bits an attacker who knows the settings must guess: log2 of the number of valid passwords, counted
 * by inclusion-exclusion over the classes a password could miss.
 */
export function strengthBits(options: PasswordOptions): number {
  const classes = chosenClasses(options);
  const pool = classes.join("").length;
  const length = clampLength(options.length);
  let valid = 0;
  for (let missing = 0; missing < 1 << classes.length; missing += 1) {
    const left =
      pool - classes.reduce((sum, characters, index) => (missing & (1 << index) ? sum + characters.length : sum), 0);
    const sign = bitCount(missing) % 2 === 0 ? 1 : -1;
    valid += sign * left ** length;
  }
  return Math.log2(valid);
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest; rest &= rest - 1) count += 1;
  return count;
}

export function strengthLabel(bits: number): string {
  if (bits < 40) return "Weak";
  if (bits < 64) return "Fair";
  if (bits < 90) return "Strong";
  return "Very strong";
}
