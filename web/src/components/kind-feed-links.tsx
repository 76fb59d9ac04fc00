import { feedLinks } from "@contract/feeds";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";

/**
 * A kind's feeds (contract/feeds.ts), under its list's title, and in the page's head: React puts a `<link>` rendered
 * anywhere there, where feed readers look, and takes it away when the page goes.
 */
export function KindFeedLinks({ kind }: { kind: ItemKind }) {
  const { title } = ITEM_KINDS[kind].list;
  return (
    <p className="list-hero__feeds">
      Follow in a feed reader:
      {feedLinks(kind).map(({ format, type, href }) => (
        <a key={href} href={href}>
          <link rel="alternate" type={type} title={`${title} (${format})`} href={href} />
          {format}
        </a>
      ))}
    </p>
  );
}
