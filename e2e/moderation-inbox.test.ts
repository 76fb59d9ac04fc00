// The owner's whole inbox (issue 32) in a real browser, on a phone and a laptop: a member's comment found among the
// recent comments with its item, the member's commenting turned off (and what the member then sees), the comment
// deleted as on its page, and a contact message marked handled and counted out of the waiting number.
import { afterAll, expect, it } from "vitest";
import { ITEM_KINDS } from "@contract/item-kinds";
import { COMMENTING_DISABLED_MESSAGE } from "@contract/limits";
import { directUser } from "../tests/support/accounts";
import { contactMessage, itemComment } from "../tests/support/community-fixtures";
import { freshItem, removeItem, type TestItem } from "../tests/support/items";
import { adminDb, owner } from "../tests/support/stack";
import { answerNextDialog, logIn, useBrowser, visit } from "./browser";

const session = useBrowser();
const made: TestItem[] = [];
const messages: string[] = [];

afterAll(async () => {
  await Promise.all(made.map(removeItem));
  await Promise.all(messages.map((id) => adminDb.collection("contactMessages").doc(id).delete()));
});

it.each([390, 1280])("lets the owner moderate every comment and message from one page, at %i px", async (width) => {
  const { user } = await directUser();
  const uid = (await adminDb.collection("usernames").doc(user.username).get()).get("uid") as string;
  const author = { uid, username: user.username };
  const item = await freshItem("blogs");
  made.push(item);
  const title = (await item.ref.get()).get("title") as string;
  const text = `Inbox comment at ${width} px ${Date.now().toString(36)}`;
  await itemComment(item.ref, author, text);
  const subject = `Inbox message at ${width} px`;
  messages.push(await contactMessage({ ...author, email: user.email }, subject));

  const page = await session.newPage({ width, height: 900 });
  await logIn(page, owner.email, owner.password);
  await visit(page, "/moderation");
  const comments = page.getByRole("region", { name: "Recent comments" });
  const card = comments.getByRole("listitem").filter({ hasText: text });
  await card.waitFor();
  // The item it is on and its author, both linked.
  expect(await card.getByRole("link", { name: title }).getAttribute("href")).toBe(`${ITEM_KINDS.blogs.pagePath}/${item.id}`);
  expect(await card.getByRole("link", { name: user.username }).getAttribute("href")).toBe(`/id/${user.username}`);

  // Commenting off for the member: marked on the card.
  await card.getByRole("button", { name: `Turn commenting off for ${user.username}` }).click();
  await page.getByText(`Commenting turned off for ${user.username}`).waitFor();
  await card.getByText("Commenting off", { exact: true }).waitFor();

  // The member is told, where the comment box was, on the item and on the home page.
  const memberPage = await session.newPage({ width, height: 900 });
  await logIn(memberPage, user.email, user.password);
  await memberPage.getByText(COMMENTING_DISABLED_MESSAGE).waitFor();
  await visit(memberPage, `${ITEM_KINDS.blogs.pagePath}/${item.id}`);
  await memberPage.getByText(COMMENTING_DISABLED_MESSAGE).waitFor();
  expect(await memberPage.getByRole("button", { name: "Post comment" }).count()).toBe(0);

  // Deleted from the inbox as from its page: asked first, then gone, and the item's count follows.
  const question = answerNextDialog(page);
  await card.getByRole("button", { name: `Delete comment by ${user.username}` }).click();
  expect(await question).toBe("Are you sure you want to delete this comment?");
  await page.getByText("Comment deleted!").waitFor();
  await card.waitFor({ state: "detached" });
  expect((await item.ref.get()).get("commentCount")).toBe(0);

  // A contact message marked handled stays, marked, and leaves the waiting number.
  const contact = page.getByRole("region", { name: /^Contact messages/ });
  const waitingChip = page.getByRole("link", { name: /contact messages? to handle/ });
  const before = Number(await waitingChip.locator("strong").textContent());
  const message = contact.getByRole("listitem").filter({ hasText: subject });
  await message.getByRole("button", { name: `Mark as handled: "${subject}" from Fixture Sender` }).click();
  await message.getByText("Handled", { exact: true }).waitFor();
  await waitingChip.filter({ hasText: String(before - 1) }).waitFor();

  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
