// Stored codes as the clock would leave them, for API tests that cannot move the function's clock.
import { createHash } from "node:crypto";
import { adminDb } from "./stack";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Expires every code of an email and purpose a second ago, as if its 10 minutes had passed. */
export async function ageCodes(purpose: "confirm" | "reset", email: string): Promise<void> {
  const ref = adminDb.collection("authCodes").doc(`${purpose}_${sha256(email)}`);
  const codes = ((await ref.get()).get("codes") ?? []) as object[];
  const past = new Date(Date.now() - 1000);
  await ref.update({ codes: codes.map((code) => ({ ...code, expiresAt: past })) });
}
