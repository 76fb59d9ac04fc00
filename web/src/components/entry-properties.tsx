import { OWNER } from "@/lib/utils/site";

export interface EntryPropertiesProps {
  /** The item's own address (its page path). */
  path: string;
  published: string;
  /** The page's description: what another site quotes of it. */
  summary: string;
}

/**
 * An item page's microformats2 h-entry properties that the page does not show as such (issue 37): its address,
 * publish time, summary and author h-card. Other sites read these to show a webmention from us, or a reply to us;
 * the item's root element carries `h-entry` and its title `p-name`. Hidden, and only class names and a few words: no
 * code, so a reader's page stays the size it was.
 */
export function EntryProperties({ path, published, summary }: EntryPropertiesProps) {
  return (
    <span hidden>
      <data className="u-url" value={path} />
      <time className="dt-published" dateTime={published} />
      <data className="p-summary" value={summary} />
      <span className="p-author h-card">
        <span className="p-name">{OWNER.displayName}</span>
        <data className="u-url" value="/" />
      </span>
    </span>
  );
}
