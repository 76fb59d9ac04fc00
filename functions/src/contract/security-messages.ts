// The rules and words of second factors, without zod: screens in a page's first load may import them.

export const SECURITY_RULES = {
  /** Sensitive changes need a factor proved this recently on this session. */
  stepUpMs: 10 * 60 * 1000,
  /** How long the password step of a two-step sign-in waits for its second step. */
  pendingSignInMs: 5 * 60 * 1000,
  /** How long a passkey ceremony's challenge lives; it works once. */
  challengeMs: 5 * 60 * 1000,
  /** How long an authenticator app enrolment waits for its first code. */
  totpEnrolmentMs: 15 * 60 * 1000,
  recoveryCodes: 10,
  passkeyNameMax: 60,
  maxPasskeys: 20,
} as const;

export const SECURITY_MESSAGES = {
  secondFactorNeeded: "Second factor needed.",
  loggedIn: "Logged in successfully.",
  wrongCode: "That code is not right. Try again.",
  wrongRecoveryCode: "That recovery code is not right, or it was used already.",
  pendingExpired: "Your sign-in took too long. Please log in again.",
  challengeExpired: "This passkey request has expired. Please try again.",
  passkeyRefused: "This passkey was not accepted.",
  passkeyUnknown: "This passkey is not registered here.",
  freshProofNeeded: "Confirm it's you: prove your second factor again to make this change.",
  ownerNeedsFactor: "Sign in with your second factor to use the owner's controls.",
  noEnrolment: "Start again: scan a new QR code.",
  totpAlreadyOn: "An authenticator app is already set up. Remove it first.",
  totpAdded: "Authenticator app added.",
  totpRemoved: "Authenticator app removed.",
  noTotp: "No authenticator app is set up.",
  recoveryMade: "New recovery codes made. The old ones no longer work.",
  recoveryNeedsFactor: "Add an authenticator app or a passkey first.",
  passkeyAdded: "Passkey added.",
  passkeyRenamed: "Passkey renamed.",
  passkeyRemoved: "Passkey removed.",
  passkeyNotFound: "No such passkey.",
  tooManyPasskeys: `You have ${SECURITY_RULES.maxPasskeys} passkeys already. Remove one first.`,
  proved: "Thanks, it's you.",
  nothingToProve: "This account has no second factor.",
  tooManyTries: "Too many wrong codes. Please try again in {wait}.",
  tooManyTriesToday: "Too many wrong codes for this account today. Please try again in {wait}.",
} as const;
