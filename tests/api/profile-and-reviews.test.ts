import { describe, expect, it } from "vitest";
import { reviewListSchema } from "@contract/community";
import { profileAnswerSchema } from "@contract/users";
import { callSite, member, owner, sessionCookieFor } from "../support/stack";

describe("GET /api/profile", () => {
  it("tells a guest they are a guest with 401 and success false", async () => {
    const answer = await callSite("/api/profile");
    expect(answer.status).toBe(401);
    expect(profileAnswerSchema.parse(answer.body)).toEqual({ success: false, user: null, message: "Not logged in." });
  });

  it("treats a forged session cookie as a guest", async () => {
    const answer = await callSite("/api/profile", { cookie: "__session=forged.value.here" });
    expect(answer.status).toBe(401);
  });

  it("answers the signed-in owner with their data and the owner flag", async () => {
    const answer = await callSite("/api/profile", { cookie: await sessionCookieFor(owner.email, owner.password) });
    expect(answer.status).toBe(200);
    const profile = profileAnswerSchema.parse(answer.body);
    expect(profile.success && profile.user).toMatchObject({ username: owner.username, email: owner.email, isOwner: true });
  });

  it("answers a member without the owner flag", async () => {
    const answer = await callSite("/api/profile", { cookie: await sessionCookieFor(member.email, member.password) });
    const profile = profileAnswerSchema.parse(answer.body);
    expect(profile.success && profile.user).toMatchObject({ username: member.username, isOwner: false });
  });
});

describe("GET /api/reviews", () => {
  it("shows guests and members only approved reviews, without private data", async () => {
    for (const cookie of [undefined, await sessionCookieFor(member.email, member.password)]) {
      const answer = await callSite("/api/reviews", { cookie });
      expect(answer.status).toBe(200);
      const reviews = reviewListSchema.parse(answer.body);
      expect(reviews.length).toBeGreaterThanOrEqual(4);
      expect(reviews.every((review) => review.status === "approved")).toBe(true);
      expect(JSON.stringify(answer.body)).not.toMatch(/@devfolio\.test|"uid"/);
    }
  });

  it("also shows the owner the pending reviews to moderate", async () => {
    const answer = await callSite("/api/reviews", { cookie: await sessionCookieFor(owner.email, owner.password) });
    const reviews = reviewListSchema.parse(answer.body);
    expect(reviews.some((review) => review.status === "pending")).toBe(true);
  });
});
