import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import type { PasskeyCredential } from "@contract/security";

// The browser's half of a passkey ceremony, through @simplewebauthn/browser: it turns the server's options into a
// navigator.credentials call and the authenticator's answer back into JSON the server checks. Only lazy chunks
// (the Security section, the login's second step) import this module.

/** Makes a new passkey for the options the server gave; answers the credential to send back. */
export const makePasskey = (options: Record<string, unknown>) =>
  startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }) as unknown as Promise<PasskeyCredential>;

/** Proves a passkey for the server's challenge; answers the assertion to send back. */
export const provePasskey = (options: Record<string, unknown>) =>
  startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }) as unknown as Promise<PasskeyCredential>;

/** What a failed ceremony tells the user: the browser's refusal (cancelled, no passkey) is not the server's. */
export function ceremonyMessage(error: unknown): string {
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")) {
    return "The passkey request was cancelled or timed out.";
  }
  return error instanceof Error ? error.message : "The passkey did not work. Please try again.";
}
