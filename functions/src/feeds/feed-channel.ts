import { ownerAccount, ownerName } from "../config";
import { feedLinks, type FeedName } from "../contract/feeds";
import { ITEM_KIND_NAMES, ITEM_KINDS } from "../contract/item-kinds";
import { SITE_NAME, siteTitle } from "../contract/site";

/** What a feed says of itself, in either format. */
export interface FeedChannel {
  title: string;
  description: string;
  /** The page of the site the feed follows. */
  homePageUrl: string;
  /** The feed's own addresses, by format. */
  rssUrl: string;
  jsonUrl: string;
  /** Who writes everything on the site: its owner, with their profile page. */
  author: { name: string; url: string };
}

const plural = (label: string) => `${label}s`;

/** A feed's channel, its links on `origin`. */
export function feedChannelOf(feed: FeedName, origin: string): FeedChannel {
  const [rss, json] = feedLinks(feed);
  const common = {
    rssUrl: origin + rss.href,
    jsonUrl: origin + json.href,
    author: { name: ownerName(), url: `${origin}/id/${encodeURIComponent(ownerAccount().username)}` },
  };
  if (feed === "all") {
    const kinds = ITEM_KIND_NAMES.map((kind) => plural(ITEM_KINDS[kind].label));
    return {
      ...common,
      title: SITE_NAME,
      description: `The newest ${kinds.slice(0, -1).join(", ")} and ${kinds.at(-1)} on ${SITE_NAME}.`,
      homePageUrl: `${origin}/`,
    };
  }
  const { label, list, pagePath } = ITEM_KINDS[feed];
  return {
    ...common,
    title: siteTitle(list.title),
    description: `The newest ${plural(label)} on ${SITE_NAME}.`,
    homePageUrl: origin + pagePath,
  };
}
