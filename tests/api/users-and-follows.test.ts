import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { TINY_PNG } from "../support/images";
import { phonePhoto } from "../support/media";
import { PROFILE_IMAGE_MAX_BYTES } from "@contract/account-rules";
import { publicUserSchema, userAnswerSchema, type FollowAction } from "@contract/users";
import { directUser, directUsers } from "../support/accounts";
import { callSite, member, postJson } from "../support/stack";

const userAnswer = async (username: string, cookie?: string) => {
  const answer = await callSite(`/api/user/${username}`, { cookie });
  expect(answer.status).toBe(200);
  return userAnswerSchema.parse(answer.body).user;
};

const follow = (username: string, cookie: string, action?: FollowAction) =>
  postJson<{ success: boolean; action: string }>(`/api/user/${username}/follow`, action ? { action } : {}, { cookie });

describe("GET /api/user/{username}", () => {
  it("answers the public profile without private data", async () => {
    const answer = await callSite(`/api/user/${member.username}`);
    expect(answer.status).toBe(200);
    const user = userAnswerSchema.parse(answer.body).user;
    expect(Object.keys(user).sort()).toEqual(Object.keys(publicUserSchema.shape).sort());
    expect(user).toMatchObject({ username: member.username, isFollowing: false });
    expect(JSON.stringify(answer.body)).not.toMatch(/@|hash|code/i);
  });

  it("answers 404 for an unknown or malformed username", async () => {
    for (const username of ["nobody00000", "Not%20Valid", "a"]) {
      const answer = await callSite(`/api/user/${username}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: "User not found." });
    }
  });
});

describe("POST /api/user/{username}/follow", () => {
  it("needs a login", async () => {
    const answer = await follow(member.username, "");
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ message: "Please log in first!" });
  });

  it("refuses following yourself and changes nothing", async () => {
    const { user, cookie } = await directUser();
    const answer = await follow(user.username, cookie);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: "You cannot follow yourself." });
    expect(await userAnswer(user.username)).toMatchObject({ followers: 0, following: 0, score: 0 });
  });

  it("answers 404 for an unknown user", async () => {
    const { cookie } = await directUser();
    expect((await follow("nobody00000", cookie)).status).toBe(404);
  });

  it("toggles: follow adds 1 follower and 10 score, unfollow takes them back", async () => {
    const target = await directUser();
    const fan = await directUser();

    const followed = await follow(target.user.username, fan.cookie);
    expect(followed.body).toEqual({ success: true, action: "follow" });
    expect(await userAnswer(target.user.username, fan.cookie)).toMatchObject({ followers: 1, score: 10, isFollowing: true });
    expect(await userAnswer(fan.user.username)).toMatchObject({ following: 1 });

    const unfollowed = await follow(target.user.username, fan.cookie);
    expect(unfollowed.body).toEqual({ success: true, action: "unfollow" });
    expect(await userAnswer(target.user.username, fan.cookie)).toMatchObject({ followers: 0, score: 0, isFollowing: false });
    expect(await userAnswer(fan.user.username)).toMatchObject({ following: 0 });
  });

  it("is idempotent when the action is named", async () => {
    const target = await directUser();
    const fan = await directUser();
    for (let call = 0; call < 3; call += 1) await follow(target.user.username, fan.cookie, "follow");
    expect(await userAnswer(target.user.username)).toMatchObject({ followers: 1, score: 10 });
    for (let call = 0; call < 3; call += 1) await follow(target.user.username, fan.cookie, "unfollow");
    expect(await userAnswer(target.user.username)).toMatchObject({ followers: 0, score: 0 });
  });

  // The Functions emulator starts one worker process per concurrent request, so the first burst of a
  // run pays for up to 20 cold starts on two cores: these two tests get more time than the rest.
  // Only the follows run concurrently; the people are set up without a burst (directUsers).
  const BURST_TIMEOUT_MS = 120_000;

  it("counts exactly under 20 concurrent follows from 20 people", { timeout: BURST_TIMEOUT_MS }, async () => {
    const target = await directUser();
    const fans = await directUsers(20);
    const answers = await Promise.all(fans.map((fan) => follow(target.user.username, fan.cookie, "follow")));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await userAnswer(target.user.username)).toMatchObject({ followers: 20, score: 200 });
  });

  // 15 and 15: one person's follows are limited to COMMUNITY_LIMITS.follows (30) a minute.
  it("stays consistent under 15 concurrent calls from one person", { timeout: BURST_TIMEOUT_MS }, async () => {
    const target = await directUser();
    const fan = await directUser();
    const answers = await Promise.all(Array.from({ length: 15 }, () => follow(target.user.username, fan.cookie, "follow")));
    expect(answers.map((answer) => answer.status)).toEqual(Array(15).fill(200));
    expect(await userAnswer(target.user.username, fan.cookie)).toMatchObject({ followers: 1, score: 10, isFollowing: true });

    const toggles = await Promise.all(Array.from({ length: 15 }, () => follow(target.user.username, fan.cookie)));
    expect(toggles.map((answer) => answer.status)).toEqual(Array(15).fill(200));
    const after = await userAnswer(target.user.username, fan.cookie);
    // Whatever order the toggles ran in, the counters match the one follow record.
    expect(after.followers).toBe(after.isFollowing ? 1 : 0);
    expect(after.score).toBe(after.followers * 10);
  });
});


function upload(cookie: string, bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append("uploaded_file", new Blob([new Uint8Array(bytes)], { type }), filename);
  return callSite("/api/upload-profile-image", { method: "POST", body: form, cookie });
}

const imageLocation = async (username: string) => {
  const answer = await callSite(`/api/user/${username}/profile-image`, { redirect: "manual" });
  expect(answer.status).toBe(302);
  return answer.headers.get("location") ?? "";
};

describe("profile images", () => {
  it("accepts a real PNG, stores it under a generated name and points the profile at it", async () => {
    const { user, cookie } = await directUser();
    const before = await imageLocation(user.username);

    const answer = await upload(cookie, TINY_PNG, "me.png", "image/png");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "Done" });

    const location = await imageLocation(user.username);
    expect(location).not.toBe(before);
    expect(location).not.toContain("me.png");
    const image = await fetch(location);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // Re-encoded without metadata (issue 20): the same picture, not the same bytes.
    const [stored, sent] = await Promise.all([sharp(Buffer.from(await image.arrayBuffer())).metadata(), sharp(TINY_PNG).metadata()]);
    expect(stored).toMatchObject({ format: "png", width: sent.width, height: sent.height });
    expect((await userAnswer(user.username)).profileImage).toBe(location);
  });

  it("publishes a phone photo without its EXIF: no GPS position, turned upright", async () => {
    const { user, cookie } = await directUser();
    const photo = await phonePhoto(40, 20, 6);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect((await upload(cookie, photo, "me.jpg", "image/jpeg")).status).toBe(200);
    const image = await fetch(await imageLocation(user.username));
    const stored = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored).toMatchObject({ format: "jpeg", width: 20, height: 40 });
  });

  it.each([
    ["an SVG declared as a PNG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "me.png", "image/png"],
    ["a text file declared as a JPEG", Buffer.from("hello, not an image"), "me.jpg", "image/jpeg"],
    ["a PNG named .svg", TINY_PNG, "me.svg", "image/png"],
    ["a PNG declared as a GIF", TINY_PNG, "me.gif", "image/gif"],
  ])("refuses %s with 415 and keeps the old image", async (_label, bytes, filename, type) => {
    const { user, cookie } = await directUser();
    const before = await imageLocation(user.username);
    const answer = await upload(cookie, bytes, filename, type);
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ success: false, message: "Only .jpg, .jpeg, .png, .gif images are allowed." });
    expect(await imageLocation(user.username)).toBe(before);
  });

  it("refuses a file over the size limit with 413", async () => {
    const { cookie } = await directUser();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES)]);
    const answer = await upload(cookie, big, "big.png", "image/png");
    expect(answer.status).toBe(413);
  });

  it("answers a body cut off mid-file with 400, and keeps serving", async () => {
    const { cookie } = await directUser();
    const boundary = "cutoffboundary";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="uploaded_file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
    const answer = await callSite("/api/upload-profile-image", {
      method: "POST",
      cookie,
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([Buffer.from(head), TINY_PNG.subarray(0, 20)]),
    });
    expect(answer.status).toBe(400);
    expect((await callSite("/api/profile", { cookie })).status).toBe(200);
  });

  it("refuses a guest and a request without a file", async () => {
    expect((await upload("", TINY_PNG, "me.png", "image/png")).status).toBe(401);
    const { cookie } = await directUser();
    const empty = await callSite("/api/upload-profile-image", { method: "POST", body: new FormData(), cookie });
    expect(empty.status).toBe(400);
  });

  it("redirects an unknown user's image to 404", async () => {
    expect((await callSite("/api/user/nobody00000/profile-image", { redirect: "manual" })).status).toBe(404);
  });

});
