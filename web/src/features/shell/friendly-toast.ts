import { toast } from "@/lib/feedback/toast";

const FRIENDLY_MESSAGES = [
  "Enjoy exploring!",
  "Happy reading!",
  "Great choice, have fun!",
  "Thanks for stopping by!",
  "Hope you find something inspiring!",
  "Welcome aboard, explorer!",
  "Nice pick, dive right in!",
  "Have a wonderful visit!",
] as const;

const MIN_MS = 2000;
const MAX_MS = 3000;

/** SPEC: every sidebar link greets the visitor with a random friendly toast that stays 2-3 s. */
export function showFriendlyToast(random: () => number = Math.random): void {
  const message = FRIENDLY_MESSAGES[Math.floor(random() * FRIENDLY_MESSAGES.length)] ?? FRIENDLY_MESSAGES[0];
  const autoClose = MIN_MS + Math.round(random() * (MAX_MS - MIN_MS));
  toast(message, { autoClose, type: "info" });
}
