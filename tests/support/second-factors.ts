// Second factors for tests (issue 34): codes computed from the secret an enrolment showed, as the user's app would.
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { TEST_PASSWORD } from "./accounts";
import { postJson, randomAddress } from "./stack";

export const currentStep = () => Math.floor(Date.now() / 30_000);
/** The code of one 30-second step. */
export const codeOf = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: step * 30_000 });
export const codeAt = (secret: string) => codeOf(secret, currentStep());

export interface Pending {
  success: true;
  message: string;
  secondFactor?: { pendingToken: string; methods: string[] };
}

/** A password login from an address of its own. */
export const login = (email: string, password = TEST_PASSWORD) =>
  postJson<Pending>("/api/login", { email, password }, { headers: { "X-Forwarded-For": randomAddress() } });

export const secondStep = (pendingToken: string, proof: unknown) =>
  postJson<{ message: string }>("/api/login/second-factor", { pendingToken, proof }, { headers: { "X-Forwarded-For": randomAddress() } });

/** Enrols an authenticator app on a signed-in session; answers its secret and the recovery codes shown once. */
export async function enrolTotp(cookie: string): Promise<{ secret: string; step: number; recoveryCodes: string[] }> {
  const start = await postJson<{ secret: string; otpauthUrl: string }>("/api/security/totp", {}, { cookie });
  expect(start.status).toBe(200);
  const step = currentStep();
  const confirm = await postJson<{ recoveryCodes: string[] }>("/api/security/totp/confirm", { code: codeOf(start.body.secret, step) }, { cookie });
  expect(confirm.status).toBe(200);
  return { secret: start.body.secret, step, recoveryCodes: confirm.body.recoveryCodes };
}
