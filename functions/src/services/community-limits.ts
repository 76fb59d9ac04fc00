import { COMMUNITY_LIMITS } from "../contract/limits";
import { consume } from "./rate-limits";

type Limited = keyof typeof COMMUNITY_LIMITS;

const MESSAGES: Record<Limited, string> = {
  comments: "You are commenting too fast. Please wait {wait} and try again.",
  reviews: "You have posted the most reviews allowed for today. Please try again in {wait}.",
  reports: "You have sent the most reports allowed for now. Please try again in {wait}.",
  contactMessages: "You have sent the most messages allowed for now. Please try again in {wait}.",
  likes: "You are liking too fast. Please wait {wait} and try again.",
  follows: "You are following too fast. Please wait {wait} and try again.",
  profileImages: "You have changed your profile image the most times allowed for now. Please try again in {wait}.",
};

/** Counts one more action of this kind by the user; throws a 429 domain error once their window is full. */
export async function consumeCommunityLimit(kind: Limited, uid: string): Promise<void> {
  const { limit, windowMs } = COMMUNITY_LIMITS[kind];
  await consume([{ name: `community-${kind}`, subject: uid, limit, windowMs, message: MESSAGES[kind] }]);
}
