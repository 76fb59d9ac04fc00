import type { ModerationSummary } from "../../contract/community";
import { ITEM_KINDS, type ItemKind } from "../../contract/item-kinds";
import { markupHtml, markupPlainText } from "../../contract/markup-html";
import { SITE_NAME } from "../../contract/site";
import { escapeHtml, type MailMessage } from "./outbox";

/**
 * The words of the list mails (docs/email.md). Every text that came from a person (titles, paragraphs, alt texts,
 * comments, usernames) is escaped in the HTML part; links are our own addresses, but for those an item's text makes
 * with the site's markup, which read as on the page (http(s) only). Each mail ends with where to stop it.
 */

/** What a new-post mail shows, read once from the item when it is announced. */
export interface PostNews {
  kind: ItemKind;
  title: string;
  /** The first paragraph, short description or desc, in the site's markup (SPEC section 3), as the page shows it. */
  summary: string;
  /** A resized copy of the main image (announcements.ts), or "" when the item has none (or its file is a video). */
  imageUrl: string;
  imageAlt: string;
  link: string;
  /** Minutes to read an article or blog with a long-form body (docs/long-form.md); absent otherwise. */
  readingMinutes?: number;
}

const footerText = (reason: string, unsubscribePage: string) =>
  `\n\n--\nYou get this email because ${reason}.\nUnsubscribe with one click: ${unsubscribePage}\nOr change what we send you on your profile.`;

const footerHtml = (reason: string, unsubscribePage: string) =>
  `<hr><p style="color:#666;font-size:13px">You get this email because ${escapeHtml(reason)}. ` +
  `<a href="${escapeHtml(unsubscribePage)}">Unsubscribe with one click</a>, or change what we send you on your profile.</p>`;

const paragraphs = (value: string) =>
  value
    .split(/\n{2,}/)
    .map((each) => each.trim())
    .filter(Boolean)
    .map((each) => `<p style="white-space:pre-wrap">${escapeHtml(each)}</p>`)
    .join("");

export function newPostMessage(news: PostNews, unsubscribePage: string): MailMessage {
  const label = ITEM_KINDS[news.kind].label;
  const reason = `you asked ${SITE_NAME} to email you new posts`;
  const image = news.imageUrl
    ? `<p><img src="${escapeHtml(news.imageUrl)}" alt="${escapeHtml(news.imageAlt)}" style="max-width:100%;height:auto"></p>`
    : "";
  const imageText = news.imageUrl && news.imageAlt ? `\n\nImage: ${news.imageAlt}` : "";
  const length = news.readingMinutes ? `A ${news.readingMinutes}-minute read.` : "";
  return {
    subject: `New ${label} on ${SITE_NAME}: ${news.title}`,
    text: `New ${label}: ${news.title}\n\n${markupPlainText(news.summary)}${imageText}${length ? `\n\n${length}` : ""}\n\nRead it: ${news.link}${footerText(reason, unsubscribePage)}`,
    html:
      `<h1 style="font-size:22px">${escapeHtml(news.title)}</h1>${image}${markupHtml(news.summary)}${length ? `<p>${length}</p>` : ""}` +
      `<p><a href="${escapeHtml(news.link)}">Read the ${escapeHtml(label)}</a></p>${footerHtml(reason, unsubscribePage)}`,
  };
}

export interface ReplyNews {
  replier: string;
  commentText: string;
  replyText: string;
  link: string;
}

export function replyMessage(news: ReplyNews, unsubscribePage: string): MailMessage {
  const reason = "you asked to be told of replies to your comments";
  return {
    subject: `${news.replier} replied to your comment on ${SITE_NAME}`,
    text:
      `${news.replier} replied to your comment:\n\n> ${news.commentText.replace(/\n/g, "\n> ")}\n\n${news.replyText}\n\n` +
      `See the conversation: ${news.link}\n(More replies to this comment within the hour are not emailed.)${footerText(reason, unsubscribePage)}`,
    html:
      `<p>${escapeHtml(news.replier)} replied to your comment:</p><blockquote style="color:#555">${paragraphs(news.commentText)}</blockquote>` +
      `${paragraphs(news.replyText)}<p><a href="${escapeHtml(news.link)}">See the conversation</a></p>${footerHtml(reason, unsubscribePage)}`,
  };
}

const WAITING: [keyof ModerationSummary, string][] = [
  ["pendingReviews", "reviews to approve"],
  ["pendingReports", "reports to read"],
  ["contactMessages", "contact messages"],
  ["pendingFediverseReplies", "fediverse replies to approve"],
];

export function moderationDigestMessage(summary: ModerationSummary, link: string, unsubscribePage: string): MailMessage {
  const lines = WAITING.filter(([key]) => summary[key] > 0).map(([key, what]) => `${summary[key]} ${what}`);
  const reason = "you own this site and have the daily moderation digest on";
  return {
    subject: `${SITE_NAME}: new items to moderate`,
    text: `Waiting for you:\n\n${lines.map((line) => `- ${line}`).join("\n")}\n\nOpen the moderation page: ${link}${footerText(reason, unsubscribePage)}`,
    html:
      `<p>Waiting for you:</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>` +
      `<p><a href="${escapeHtml(link)}">Open the moderation page</a></p>${footerHtml(reason, unsubscribePage)}`,
  };
}

/** What the new-browser mail says (issue 34): where the sign-in came from, and what to do if it was not the reader. */
export interface NewBrowserNews {
  browser: string;
  system: string;
  /** Shortened (session-clients.ts), or "" when unknown. */
  address: string;
  at: Date;
  profileLink: string;
}

export function newBrowserMessage(news: NewBrowserNews, siteName = SITE_NAME): MailMessage {
  const where = `${news.browser} on ${news.system}${news.address ? ` (network ${news.address})` : ""}`;
  const when = `${news.at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const advice =
    "If this was you, there is nothing to do. If it was not, change your password now, then end that session under Sessions on your profile:";
  return {
    subject: `New sign-in to your ${siteName} account`,
    text: `Your ${siteName} account was signed in to from a browser it had not used before:\n\n${where}\n${when}\n\n${advice}\n${news.profileLink}`,
    html:
      `<p>Your ${escapeHtml(siteName)} account was signed in to from a browser it had not used before:</p>` +
      `<p><strong>${escapeHtml(where)}</strong><br>${escapeHtml(when)}</p>` +
      `<p>${escapeHtml(advice)} <a href="${escapeHtml(news.profileLink)}">your profile</a></p>`,
  };
}
