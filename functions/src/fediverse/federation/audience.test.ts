import { Create, Note } from "@fedify/vocab";
import { describe, expect, it } from "vitest";
import { audienceOf, contentWarningOf } from "./audience";

const FOLLOWERS = new URL("https://peer.example/users/bob/followers");
const OWNER = "https://site.example/ap/users/owner";

/** A reply as a server would POST it: the note's own addressing, then the Create's. */
async function reply(note: Record<string, unknown>, activity: Record<string, unknown> = {}) {
  const create = await Create.fromJsonLd({
    "@context": ["https://www.w3.org/ns/activitystreams", { sensitive: "as:sensitive" }],
    id: "https://peer.example/users/bob/statuses/1/activity",
    type: "Create",
    actor: "https://peer.example/users/bob",
    ...activity,
    object: { id: "https://peer.example/users/bob/statuses/1", type: "Note", content: "<p>Hi</p>", ...note },
  });
  return { create, note: (await create.getObject()) as Note };
}

describe("audienceOf", () => {
  it.each([
    ["Public in to", { to: "https://www.w3.org/ns/activitystreams#Public", cc: FOLLOWERS.href }, "public"],
    ["as:Public in to", { to: ["as:Public"] }, "public"],
    ["a bare Public in to", { to: "Public" }, "public"],
    ["Public in cc", { to: [FOLLOWERS.href, OWNER], cc: "https://www.w3.org/ns/activitystreams#Public" }, "unlisted"],
    ["a bare Public in cc", { to: OWNER, cc: ["Public"] }, "unlisted"],
    ["the author's followers", { to: FOLLOWERS.href, cc: OWNER }, "followers"],
    ["only the owner", { to: OWNER }, "direct"],
    ["nobody", {}, "direct"],
    ["someone else's followers", { to: "https://other.example/users/eve/followers" }, "direct"],
    ["an address merely ending in Public", { to: "https://other.example/users/Public" }, "direct"],
  ])("reads %s", async (_name, addressing, expected) => {
    const { create, note } = await reply(addressing);
    expect(audienceOf(create, note, FOLLOWERS)).toBe(expected);
  });

  it("falls back to the Create's addressing when the note has none, as Mastodon does", async () => {
    const { create, note } = await reply({}, { to: "as:Public" });
    expect(audienceOf(create, note, FOLLOWERS)).toBe("public");
  });

  it("does not take the Create's Public over a note addressed privately", async () => {
    const { create, note } = await reply({ to: OWNER }, { to: "as:Public" });
    expect(audienceOf(create, note, FOLLOWERS)).toBe("direct");
  });
});

describe("contentWarningOf", () => {
  it("keeps the summary as plain text and the sensitive flag", async () => {
    const { note } = await reply({ summary: "Spoilers <b>ahead</b> &amp; more", sensitive: true });
    expect(contentWarningOf(note)).toEqual({ contentWarning: "Spoilers ahead & more", sensitive: true });
  });

  it("folds away a summary without the flag, and keeps a leading @ of the warning", async () => {
    const { note } = await reply({ summary: "@everyone: politics" });
    expect(contentWarningOf(note)).toEqual({ contentWarning: "@everyone: politics", sensitive: true });
  });

  it("marks a sensitive reply with no summary, and bounds a long one", async () => {
    expect(contentWarningOf((await reply({ sensitive: true })).note)).toEqual({ contentWarning: "", sensitive: true });
    expect(contentWarningOf((await reply({ summary: "x".repeat(900) })).note).contentWarning).toHaveLength(500);
    expect(contentWarningOf((await reply({})).note)).toEqual({ contentWarning: "", sensitive: false });
  });
});
