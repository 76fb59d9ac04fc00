// A reply from another website by webmention in the browser (issue 37): a blog on 127.0.0.1 replies to one of our
// blogs and sends a webmention; the owner approves it in /moderation; a guest then sees it under the blog with the
// author's name linking to the replying page, marked "via the web", at a phone's width and a desktop's.
import { afterAll, beforeAll, expect, it } from "vitest";
import { freshItem, removeItem, type TestItem } from "../tests/support/items";
import { hEntryPage, startWebPeer, type WebPeer } from "../tests/support/webmention-peer";
import { adminDb, owner, randomAddress, siteUrl } from "../tests/support/stack";
import { logIn, useBrowser, visit } from "./browser";

const session = useBrowser();
let peer: WebPeer;
let item: TestItem;

beforeAll(async () => {
  peer = await startWebPeer();
  item = await freshItem("blogs");
}, 60_000);

afterAll(async () => {
  for (const [collection, field] of [["webmentions", "source"], ["fediverseReplies", "url"]] as const) {
    const left = await adminDb.collection(collection).where(field, ">=", peer.origin).where(field, "<", `${peer.origin}~`).get();
    await Promise.all(left.docs.map((doc) => doc.ref.delete()));
  }
  await removeItem(item);
  await peer.stop();
});

it.each([390, 1280])("shows an approved web reply under the blog, its author linking to the source, at %i px", async (width) => {
  const text = `Replying from my own blog ${width}-${Date.now().toString(36)}`;
  const source = `${peer.origin}/reply-${width}`;
  const target = `${siteUrl}/blogs/${item.id}`;
  peer.serve(`/reply-${width}`, hEntryPage(`<a class="u-in-reply-to" href="${target}">re</a><p class="e-content">${text}</p>`));
  const sent = await fetch(`${siteUrl}/webmention`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": randomAddress() },
    body: new URLSearchParams({ source, target }).toString(),
  });
  expect(sent.status).toBe(202);

  const ownerPage = await session.newPage({ width, height: 900 });
  await logIn(ownerPage, owner.email, owner.password);
  await visit(ownerPage, "/moderation");
  const replies = ownerPage.getByRole("region", { name: /^Fediverse replies/ });
  await replies.getByText(text).waitFor({ timeout: 30_000 });
  await replies.getByRole("button", { name: "Approve reply by Carol Web" }).first().click();
  await replies.getByText(text).waitFor({ state: "detached" });

  const guest = await session.newPage({ width, height: 900 });
  await visit(guest, `/blogs/${item.id}`);
  const comment = guest.getByRole("list", { name: "Comments" }).getByRole("listitem").filter({ hasText: text });
  await comment.waitFor();
  await expect(comment.getByText("via the web").isVisible()).resolves.toBe(true);
  await expect(comment.getByRole("link", { name: "Carol Web" }).getAttribute("href")).resolves.toBe(source);
  // Her h-card's photo, from the site's own copy of it, not the default avatar.
  const photo = comment.locator("img").first();
  await expect(photo.getAttribute("src")).resolves.toMatch(/fediverse-avatars/);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // For a person to look at: the comment in its place on the page.
  await comment.scrollIntoViewIfNeeded();
  await guest.screenshot({ path: `${process.env.TMPDIR ?? "/tmp"}/webmention-reply-${width}.png` });
}, 120_000);
