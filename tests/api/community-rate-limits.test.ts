// Issue 20, finding 9: likes, follows and profile images had no limit, so one signed-in script could write without
// end. Each is now limited per user (COMMUNITY_LIMITS), generously for a person, and answers 429 with Retry-After.
import { afterAll, describe, expect, it } from "vitest";
import { COMMUNITY_LIMITS } from "@contract/limits";
import { apiPaths } from "@contract/routes";
import { directUser } from "../support/accounts";
import { TINY_PNG } from "../support/images";
import { freshItem, recordCounts, removeItem, type TestItem } from "../support/items";
import { callSite, postJson, type JsonAnswer } from "../support/stack";

const items: TestItem[] = [];
afterAll(() => Promise.all(items.map(removeItem)));

/** Makes `limit` calls one after another, each answered 200, then one more, which is refused. */
async function spendThenRefused(limit: number, call: () => Promise<JsonAnswer>): Promise<JsonAnswer> {
  for (let index = 0; index < limit; index += 1) expect((await call()).status, `call ${index + 1}`).toBe(200);
  return call();
}

function expectRateLimited(answer: JsonAnswer, message: RegExp, windowSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ success: false, message: expect.stringMatching(message) });
  const retryAfter = Number(answer.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe("per-user limits on likes, follows and profile images", () => {
  it(`refuses a member's like past ${COMMUNITY_LIMITS.likes.limit} a minute, leaving the count alone`, { timeout: 120_000 }, async () => {
    const { cookie } = await directUser();
    const item = await freshItem("projects");
    items.push(item);
    const like = () => postJson(apiPaths.itemLike("projects", item.id), {}, { cookie });
    const refused = await spendThenRefused(COMMUNITY_LIMITS.likes.limit, like);
    expectRateLimited(refused, /liking too fast/, 60);
    // An even number of toggles: not liked, and the refused call changed nothing.
    expect((await recordCounts(item)).likes).toBe(0);
  });

  it(`refuses a member's follow past ${COMMUNITY_LIMITS.follows.limit} a minute`, { timeout: 120_000 }, async () => {
    const [target, fan] = [await directUser(), await directUser()];
    const follow = () => postJson(`/api/user/${target.user.username}/follow`, {}, { cookie: fan.cookie });
    const refused = await spendThenRefused(COMMUNITY_LIMITS.follows.limit, follow);
    expectRateLimited(refused, /following too fast/, 60);
    // An even number of toggles: not following, and the refused call changed nothing.
    const profile = await callSite<{ user: { followers: number } }>(`/api/user/${target.user.username}`);
    expect(profile.body.user.followers).toBe(0);
  });

  it(`refuses a profile image past ${COMMUNITY_LIMITS.profileImages.limit} an hour`, { timeout: 120_000 }, async () => {
    const { cookie } = await directUser();
    const upload = () => {
      const form = new FormData();
      form.append("uploaded_file", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), "me.png");
      return callSite("/api/upload-profile-image", { method: "POST", body: form, cookie });
    };
    const refused = await spendThenRefused(COMMUNITY_LIMITS.profileImages.limit, upload);
    expectRateLimited(refused, /profile image the most times/, 60 * 60);
  });
});
