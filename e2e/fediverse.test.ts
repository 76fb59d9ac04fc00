// A reply from the fediverse in the browser (issues 23 and 31): a second server (Fedify, on 127.0.0.1) replies to a blog;
// the owner approves it in /moderation and answers it from the blog's page; a guest then sees it under the blog,
// marked with its server, and the peer receives the owner's answer.
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Actor } from "@fedify/vocab";
import { forgetServers, startPeer, type Peer } from "../tests/support/fediverse-peer";
import { freshItem, removeItem, type TestItem } from "../tests/support/items";
import { owner, siteUrl } from "../tests/support/stack";
import { logIn, useBrowser, visit } from "./browser";

const session = useBrowser();
let peer: Peer;
let site: Actor;
let item: TestItem;

beforeAll(async () => {
  peer = await startPeer("carol");
  site = await peer.lookUp(siteUrl, `${owner.username}@${new URL(siteUrl).host}`);
  item = await freshItem("blogs");
  await item.ref.update({ publishAt: Timestamp.fromMillis(Date.now() - 60_000) });
}, 60_000);

afterAll(async () => {
  await forgetServers([peer.host]);
  await removeItem(item);
  await peer.stop();
});

it("shows an approved fediverse reply under the blog, with its server, and sends the owner's answer back", async () => {
  const text = `Greetings from the fediverse ${Date.now().toString(36)}`;
  const note = await peer.reply(site, new URL(`${siteUrl}/blogs/${item.id}`), text);

  const ownerPage = await session.newPage();
  await logIn(ownerPage, owner.email, owner.password);
  await visit(ownerPage, "/moderation");
  const replies = ownerPage.getByRole("region", { name: /^Fediverse replies/ });
  await replies.getByText(text).waitFor();
  await replies.getByRole("button", { name: `Approve reply by @carol@${peer.host}` }).click();
  await replies.getByText(text).waitFor({ state: "detached" });

  const guest = await session.newPage();
  await visit(guest, `/blogs/${item.id}`);
  const comment = guest.getByRole("list", { name: "Comments" }).getByRole("listitem").filter({ hasText: text });
  await comment.waitFor();
  await expect(comment.getByText(`via ${peer.host}`).isVisible()).resolves.toBe(true);
  // Guests get no way to answer a fediverse comment.
  expect(await guest.getByRole("button", { name: `Reply to @carol@${peer.host}` }).count()).toBe(0);

  await visit(ownerPage, `/blogs/${item.id}`);
  await ownerPage.getByRole("button", { name: `Reply to @carol@${peer.host}` }).click();
  await ownerPage.getByLabel(`Reply to @carol@${peer.host}`).fill("Thanks for reading, Carol!");
  await ownerPage.getByRole("button", { name: "Send reply" }).click();
  await ownerPage.getByText(`replying to @carol@${peer.host}`).waitFor();
  const answer = await peer.waitFor((activity) => activity.type === "Create" && JSON.stringify(activity.json.object).includes("Thanks for reading, Carol!"));
  expect((answer.json.object as { inReplyTo?: string }).inReplyTo).toBe(note.id!.href);
}, 120_000);

// Issue 31: a private mention stays the owner's, labelled, with no Approve, and is answered to its author alone; a
// reply behind a content warning shows folded behind it, in moderation and under the item. At both widths.
it.each([390, 1280])("shows a private reply as private and a CW'd reply folded, at %i px", async (width) => {
  const tag = `${width}-${Date.now().toString(36)}`;
  const secret = `Only for you ${tag}`;
  const spoiler = `The butler did it ${tag}`;
  await peer.reply(site, new URL(`${siteUrl}/blogs/${item.id}`), secret, { visibility: "direct" });
  await peer.reply(site, new URL(`${siteUrl}/blogs/${item.id}`), spoiler, { contentWarning: `Spoilers ${tag}` });

  const ownerPage = await session.newPage({ width, height: 900 });
  await logIn(ownerPage, owner.email, owner.password);
  await visit(ownerPage, "/moderation");
  const replies = ownerPage.getByRole("region", { name: /^Fediverse replies/ });
  const privateCard = replies.getByRole("article").filter({ hasText: secret });
  await privateCard.waitFor();
  await privateCard.getByText("Private mention").waitFor();
  expect(await privateCard.getByRole("button", { name: /^Approve/ }).count()).toBe(0);
  const warned = replies.getByRole("article").filter({ hasText: `Spoilers ${tag}` });
  await expect(warned.getByText(spoiler).isVisible()).resolves.toBe(false);
  await expect(warned.getByText("Public", { exact: true }).isVisible()).resolves.toBe(true);
  // Nothing runs off the side of a phone's screen.
  expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await privateCard.scrollIntoViewIfNeeded();
  await ownerPage.screenshot({ path: `${process.env.TMPDIR ?? "/tmp"}/moderation-private-${width}.png`, fullPage: true });

  await privateCard.getByRole("button", { name: `Answer privately to @carol@${peer.host}` }).click();
  await privateCard.getByLabel(`Private answer to @carol@${peer.host}`).fill(`Between us ${tag}`);
  await privateCard.getByRole("button", { name: "Send private answer" }).click();
  await privateCard.getByText(`Between us ${tag}`).waitFor();
  const answer = await peer.waitFor((activity) => activity.type === "Create" && JSON.stringify(activity.json.object).includes(`Between us ${tag}`));
  expect(JSON.stringify([answer.json.to, answer.json.cc])).not.toContain("Public");

  await warned.getByText(`Spoilers ${tag}`).click();
  await expect.poll(() => warned.getByText(spoiler).isVisible()).toBe(true);
  await warned.getByRole("button", { name: `Approve reply by @carol@${peer.host}` }).click();
  await warned.waitFor({ state: "detached" });

  const guest = await session.newPage({ width, height: 900 });
  await visit(guest, `/blogs/${item.id}`);
  const comment = guest.getByRole("list", { name: "Comments" }).getByRole("listitem").filter({ hasText: `Spoilers ${tag}` });
  await comment.waitFor();
  await expect(comment.getByText(spoiler).isVisible()).resolves.toBe(false);
  await comment.scrollIntoViewIfNeeded();
  await guest.screenshot({ path: `${process.env.TMPDIR ?? "/tmp"}/comment-cw-${width}.png` });
  await comment.getByText(`Spoilers ${tag}`).click();
  // A tap on a part still waking is answered once its code has come (hydrate-when-seen.tsx).
  await expect.poll(() => comment.getByText(spoiler).isVisible()).toBe(true);
  expect(await guest.getByText(secret).count()).toBe(0);
  expect(await guest.getByText(`Between us ${tag}`).count()).toBe(0);
}, 120_000);

// The blocked list itself is saved and enforced in tests/api/fediverse.test.ts; this one never saves it, so the two
// files can run at once.
it("shows the owner a new follower on /people, and the blocked domains form's message for a wrong name", async () => {
  await peer.follow(site);
  await peer.waitFor((activity) => activity.type === "Accept");
  const page = await session.newPage();
  await logIn(page, owner.email, owner.password);
  await visit(page, "/people");
  await page.getByRole("heading", { level: 1, name: "Fediverse followers" }).waitFor();
  await page.getByRole("list", { name: "Followers" }).getByText(`@carol@${peer.host}`).waitFor();

  await page.getByLabel("Domains, one per line").fill("Spam.Example\nnot a domain");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByText("Each blocked domain must be a domain name like mastodon.example.").waitFor();
}, 120_000);
