import { beforeAll, describe, expect, it } from "vitest";
import {
  contactMessageListSchema,
  homeCommentListSchema,
  moderationSummarySchema,
  reportListSchema,
  reviewListSchema,
  type HomeComment,
} from "@contract/community";
import { COMMUNITY_LIMITS, TEXT_LIMITS } from "@contract/limits";
import { ITEM_KIND_NAMES } from "@contract/item-kinds";
import { apiPaths } from "@contract/routes";
import { directUser, directUsers, mailTo } from "../support/accounts";
import { adminDb, callSite, owner, postJson, sessionCookieFor } from "../support/stack";

const put = (path: string, cookie?: string) => callSite(path, { method: "PUT", cookie });
const remove = (path: string, cookie?: string) => callSite(path, { method: "DELETE", cookie });
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 10)}`;

let ownerCookie: string;
beforeAll(async () => {
  ownerCookie = await sessionCookieFor(owner.email, owner.password);
});

function expectLoginNeeded(answer: { status: number; body: unknown }) {
  expect(answer.status).toBe(401);
  expect(answer.body).toEqual({ success: false, message: "Please log in first!" });
}

function expectOwnerOnly(answer: { status: number; body: unknown }) {
  expect(answer.status).toBe(403);
  expect(answer.body).toMatchObject({ success: false });
}

describe("reviews", () => {
  it("stores a member's review as pending, which only the owner sees until they approve it", async () => {
    const { user, cookie } = await directUser();
    const text = unique("Great site");
    const posted = await postJson(apiPaths.reviews, { rating: 5, text: `  ${text} ` }, { cookie });
    expect(posted.status).toBe(200);
    expect(reviewListSchema.parse(posted.body).some((review) => review.text === text)).toBe(false);

    const asOwner = reviewListSchema.parse((await callSite(apiPaths.reviews, { cookie: ownerCookie })).body);
    const pending = asOwner.find((review) => review.text === text);
    expect(pending).toMatchObject({ username: user.username, rating: 5, status: "pending" });

    expectOwnerOnly(await put(apiPaths.approveReview(pending!._id), cookie));
    expectLoginNeeded(await put(apiPaths.approveReview(pending!._id)));
    const approved = await put(apiPaths.approveReview(pending!._id), ownerCookie);
    expect(approved.status).toBe(200);
    expect(reviewListSchema.parse(approved.body).find((review) => review._id === pending!._id)?.status).toBe("approved");
    // Read as a member, not the owner: a guest's list may be a function instance's copy from before the approval.
    const wall = reviewListSchema.parse((await callSite(apiPaths.reviews, { cookie })).body);
    expect(wall.find((review) => review._id === pending!._id)).toMatchObject({ text, status: "approved" });
    expect(JSON.stringify(wall)).not.toMatch(/@|authorUid/);

    expectOwnerOnly(await remove(apiPaths.review(pending!._id), cookie));
    const deleted = await remove(apiPaths.review(pending!._id), ownerCookie);
    expect(deleted.status).toBe(200);
    expect(reviewListSchema.parse(deleted.body).some((review) => review._id === pending!._id)).toBe(false);
    expect((await remove(apiPaths.review(pending!._id), ownerCookie)).status).toBe(404);
    expect((await put(apiPaths.approveReview("noSuchReview"), ownerCookie)).status).toBe(404);
  });

  it("refuses a guest, and a rating or text out of bounds, with field messages", async () => {
    expectLoginNeeded(await postJson(apiPaths.reviews, { rating: 4, text: "Hi" }));
    const { cookie } = await directUser();
    const cases: [unknown, string, string][] = [
      [{ text: "Hi" }, "rating", "Rating is required."],
      [{ rating: "5", text: "Hi" }, "rating", "Rating must be a whole number from 1 to 5."],
      [{ rating: 0, text: "Hi" }, "rating", "Rating must be from 1 to 5."],
      [{ rating: 6, text: "Hi" }, "rating", "Rating must be from 1 to 5."],
      [{ rating: 2.5, text: "Hi" }, "rating", "Rating must be a whole number from 1 to 5."],
      [{ rating: 3, text: "  " }, "text", "Review text is required."],
      [{ rating: 3, text: "x".repeat(TEXT_LIMITS.reviewText + 1) }, "text", `Reviews are limited to ${TEXT_LIMITS.reviewText} characters.`],
    ];
    for (const [body, field, message] of cases) {
      const answer = await postJson(apiPaths.reviews, body, { cookie });
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errors: { [field]: message } });
    }
  });

  it("takes 3 reviews a day from one member, then answers 429 with Retry-After", async () => {
    const { user, cookie } = await directUser();
    for (let index = 0; index < COMMUNITY_LIMITS.reviews.limit; index += 1) {
      expect((await postJson(apiPaths.reviews, { rating: 4, text: `Review ${index}` }, { cookie })).status).toBe(200);
    }
    const refused = await postJson(apiPaths.reviews, { rating: 4, text: "One more" }, { cookie });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(60 * 60);
    const stored = await adminDb.collection("reviews").where("username", "==", user.username).get();
    expect(stored.size).toBe(COMMUNITY_LIMITS.reviews.limit);
    await Promise.all(stored.docs.map((doc) => doc.ref.delete()));
  });
});

describe("reports", () => {
  it("lists a member's report publicly as pending; the owner marks it seen and deletes it", async () => {
    const { user, cookie } = await directUser();
    const subject = unique("Broken link");
    const posted = await postJson(apiPaths.reports, { subject, description: "The footer link 404s." }, { cookie });
    expect(posted.status).toBe(200);
    const report = reportListSchema.parse(posted.body).find((each) => each.subject === subject);
    expect(report).toMatchObject({ username: user.username, status: "pending", description: "The footer link 404s." });
    // Another member's view (a guest's may be a function instance's copy from before the report).
    const publicList = await callSite(apiPaths.reports, { cookie: (await directUser()).cookie });
    expect(reportListSchema.parse(publicList.body).some((each) => each._id === report!._id)).toBe(true);
    expect(JSON.stringify(publicList.body)).not.toMatch(/@|authorUid/);

    expectOwnerOnly(await put(apiPaths.markReportSeen(report!._id), cookie));
    const seen = await put(apiPaths.markReportSeen(report!._id), ownerCookie);
    expect(reportListSchema.parse(seen.body).find((each) => each._id === report!._id)?.status).toBe("seen");
    expectLoginNeeded(await remove(apiPaths.report(report!._id)));
    expectOwnerOnly(await remove(apiPaths.report(report!._id), cookie));
    const deleted = await remove(apiPaths.report(report!._id), ownerCookie);
    expect(deleted.status).toBe(200);
    expect(reportListSchema.parse(deleted.body).some((each) => each._id === report!._id)).toBe(false);
  });

  it("requires a login, a subject and a description, and takes 5 an hour", async () => {
    expectLoginNeeded(await postJson(apiPaths.reports, { subject: "A", description: "B" }));
    const { user, cookie } = await directUser();
    const invalid = await postJson(apiPaths.reports, { subject: " ", description: "" }, { cookie });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ errors: { subject: "Subject is required.", description: "Description is required." } });
    for (let index = 0; index < COMMUNITY_LIMITS.reports.limit; index += 1) {
      expect((await postJson(apiPaths.reports, { subject: `S${index}`, description: "D" }, { cookie })).status).toBe(200);
    }
    const refused = await postJson(apiPaths.reports, { subject: "Again", description: "D" }, { cookie });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBeTruthy();
    const stored = await adminDb.collection("reports").where("username", "==", user.username).get();
    expect(stored.size).toBe(COMMUNITY_LIMITS.reports.limit);
    await Promise.all(stored.docs.map((doc) => doc.ref.delete()));
  });
});

describe("home comments and replies", () => {
  const find = (list: HomeComment[], id: string) => list.find((comment) => comment._id === id);

  it("answers the updated list after each comment, reply and delete, replies under their comment", async () => {
    const [author, replier] = await directUsers(2);
    const text = unique("Hello from the home page");
    const posted = await postJson(apiPaths.homeComments, { text }, { cookie: author!.cookie });
    expect(posted.status).toBe(200);
    const comment = homeCommentListSchema.parse(posted.body)[0]!;
    expect(comment).toMatchObject({ text, username: author!.user.username, replies: [], replyCount: 0 });

    const replied = await postJson(apiPaths.homeReplies(comment._id), { text: " Welcome! " }, { cookie: replier!.cookie });
    expect(replied.status).toBe(200);
    const withReply = find(homeCommentListSchema.parse(replied.body), comment._id)!;
    expect(JSON.stringify(replied.body)).not.toMatch(/@|authorUid/);
    expect(withReply.replyCount).toBe(1);
    expect(withReply.replies).toEqual([expect.objectContaining({ text: "Welcome!", username: replier!.user.username })]);
    const replyId = withReply.replies[0]!._id;

    // Only a reply's author or the owner removes it; the same for comments.
    expectOwnerOnly(await remove(apiPaths.homeReply(comment._id, replyId), author!.cookie));
    expectOwnerOnly(await remove(apiPaths.homeComment(comment._id), replier!.cookie));
    expectLoginNeeded(await remove(apiPaths.homeComment(comment._id)));
    const replyGone = await remove(apiPaths.homeReply(comment._id, replyId), replier!.cookie);
    expect(find(homeCommentListSchema.parse(replyGone.body), comment._id)).toMatchObject({ replies: [], replyCount: 0 });

    await postJson(apiPaths.homeReplies(comment._id), { text: "Second reply" }, { cookie: replier!.cookie });
    const byOwner = await remove(apiPaths.homeComment(comment._id), ownerCookie);
    expect(byOwner.status).toBe(200);
    expect(find(homeCommentListSchema.parse(byOwner.body), comment._id)).toBeUndefined();
    expect((await adminDb.collection(`homeComments/${comment._id}/replies`).get()).size).toBe(0);
    expect((await postJson(apiPaths.homeReplies(comment._id), { text: "Late" }, { cookie: replier!.cookie })).status).toBe(404);
  });

  it("refuses a guest, an empty comment and an empty reply with the spec's words", async () => {
    expectLoginNeeded(await postJson(apiPaths.homeComments, { text: "Hi" }));
    const { cookie } = await directUser();
    const empty = await postJson(apiPaths.homeComments, { text: "   " }, { cookie });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: { text: "Comment text is required." } });
    const list = homeCommentListSchema.parse((await callSite(apiPaths.homeComments)).body);
    const target = list[0]!;
    expectLoginNeeded(await postJson(apiPaths.homeReplies(target._id), { text: "Hi" }));
    const emptyReply = await postJson(apiPaths.homeReplies(target._id), { text: "" }, { cookie });
    expect(emptyReply.status).toBe(400);
    expect(emptyReply.body).toEqual({ success: false, message: "Please enter a reply", errors: { text: "Please enter a reply" } });
  });
});

describe("contact messages", () => {
  it("stores a member's message for the owner alone, mails the owner, and the owner deletes it", async () => {
    const { cookie } = await directUser();
    const subject = unique("Hello <b>there</b>");
    const message = { name: "Ada Lovelace", email: "ada@example.com", subject, message: "Line one\n<script>x</script>" };
    const sent = await postJson(apiPaths.contact, message, { cookie });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, message: "Message sent successfully!" });

    const mail = (await mailTo(owner.email)).find((each) => each.subject.includes(subject));
    expect(mail?.text).toContain("Line one");
    expect(mail?.html).toContain("&lt;script&gt;");
    expect(mail?.html).not.toContain("<script>");

    expectLoginNeeded(await callSite(apiPaths.contact));
    expectOwnerOnly(await callSite(apiPaths.contact, { cookie }));
    const list = contactMessageListSchema.parse((await callSite(apiPaths.contact, { cookie: ownerCookie })).body);
    const stored = list.find((each) => each.subject === subject);
    expect(stored).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com" });

    expectOwnerOnly(await remove(apiPaths.contactMessage(stored!._id), cookie));
    const deleted = await remove(apiPaths.contactMessage(stored!._id), ownerCookie);
    expect(contactMessageListSchema.parse(deleted.body).some((each) => each._id === stored!._id)).toBe(false);
    expect((await remove(apiPaths.contactMessage(stored!._id), ownerCookie)).status).toBe(404);
  });

  it("requires a login and every field, with the email in email format", async () => {
    expectLoginNeeded(await postJson(apiPaths.contact, { name: "A", email: "a@b.co", subject: "S", message: "M" }));
    const { cookie } = await directUser();
    const answer = await postJson(apiPaths.contact, { name: " ", email: "not-an-email", subject: "", message: "" }, { cookie });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: {
        name: "Name is required.",
        email: "Invalid email format.",
        subject: "Subject is required.",
        message: "Message is required.",
      },
    });
  });
});

describe("the owner's moderation summary", () => {
  it("counts what waits, for the owner only", async () => {
    expectLoginNeeded(await callSite(apiPaths.moderationSummary));
    const { cookie } = await directUser();
    expectOwnerOnly(await callSite(apiPaths.moderationSummary, { cookie }));
    await postJson(apiPaths.reviews, { rating: 3, text: unique("Waiting") }, { cookie });
    const summary = moderationSummarySchema.parse((await callSite(apiPaths.moderationSummary, { cookie: ownerCookie })).body);
    expect(summary.pendingReviews).toBeGreaterThanOrEqual(1);
  });
});

describe("a guest", () => {
  it("hears 401 'Please log in first!' from every community call that needs a login, whatever the body", async () => {
    const calls: [string, string][] = [
      ["POST", apiPaths.reviews],
      ["PUT", apiPaths.approveReview("someReview")],
      ["DELETE", apiPaths.review("someReview")],
      ["POST", apiPaths.reports],
      ["PUT", apiPaths.markReportSeen("someReport")],
      ["DELETE", apiPaths.report("someReport")],
      ["POST", apiPaths.homeComments],
      ["DELETE", apiPaths.homeComment("someComment")],
      ["POST", apiPaths.homeReplies("someComment")],
      ["DELETE", apiPaths.homeReply("someComment", "someReply")],
      ["POST", apiPaths.contact],
      ["GET", apiPaths.contact],
      ["DELETE", apiPaths.contactMessage("someMessage")],
      ["GET", apiPaths.moderationSummary],
      ...ITEM_KIND_NAMES.flatMap((kind): [string, string][] => [
        ["POST", apiPaths.itemLike(kind, "someItem")],
        ["POST", apiPaths.itemComments(kind, "someItem")],
        ["DELETE", apiPaths.itemComment(kind, "someItem", "someComment")],
      ]),
    ];
    for (const [method, path] of calls) {
      const body = method === "GET" ? undefined : "{}";
      const answer = await callSite(path, { method, body, headers: body ? { "Content-Type": "application/json" } : {} });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body).toEqual({ success: false, message: "Please log in first!" });
    }
  });
});
