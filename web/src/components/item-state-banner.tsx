import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { ITEM_KINDS, type ItemKind } from "@contract/item-kinds";
import { PREVIEW_PARAM, TRASH_DAYS, type ItemState } from "@contract/item-status";
import { useViewer } from "@/lib/data/auth";
import { usePreviewLink, useRestoreItem } from "@/lib/data/item-mutations";
import { formatDateTime, formatLongDay } from "@/lib/utils/format-date";
import "./item-state-banner.css";

/** What an item page needs to say about the item's state (contract publicationShape). */
export interface StatedItem {
  _id: string;
  status: ItemState;
  publishedAt: string;
  previewToken?: string | null;
  trashedAt?: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// The owner's Publish and Schedule (issue 32) load only when the owner reads a draft or a scheduled item: a reader's
// page carries none of the editor's code (the first-load budget, tests/build/bundle-budget.test.ts).
const BannerPublishing = lazy(() => import("./banner-publishing"));

// The site's origin, read in the browser only (house style 11): the server renders no owner's banner.
const noSubscription = () => () => {};
const useOrigin = () => useSyncExternalStore(noSubscription, () => window.location.origin, () => "");

/**
 * The owner's desk on an item page (issue 22): a page that is not public says so. The owner reads whose eyes it is
 * for, publishes or schedules it from here (issue 32), and manages its preview link or restores it; a preview link's
 * holder reads that it is a preview.
 */
export function ItemStateBanner({ kind, item }: { kind: ItemKind; item: StatedItem & Record<string, unknown> }) {
  const { isOwner } = useViewer();
  if (item.status === "published") return null;
  if (!isOwner) {
    return (
      <aside className="item-state-banner" role="note" aria-label="Preview">
        <p>
          <strong>Preview.</strong> This page is not public yet: you see it through a private link.
        </p>
      </aside>
    );
  }
  return (
    <aside className="item-state-banner" role="note" aria-label="Not public">
      <p>{stateSentence(item)}</p>
      {item.status === "trashed" ? null : (
        <Suspense fallback={null}>
          {/* Anew for each state: a schedule sent closes its picker, and the buttons are the new state's. */}
          <BannerPublishing key={`${item.status} ${item.publishedAt}`} kind={kind} item={item} />
        </Suspense>
      )}
      {item.status === "trashed" ? <RestoreButton kind={kind} id={item._id} /> : <PreviewLink kind={kind} item={item} />}
    </aside>
  );
}

function stateSentence(item: StatedItem): string {
  if (item.status === "draft") return "Draft: only you can see this page.";
  if (item.status === "scheduled") return `Scheduled for ${formatDateTime(item.publishedAt) ?? "later"}: only you can see this page until then.`;
  const trashedAt = item.trashedAt ? Date.parse(item.trashedAt) : Date.now();
  const purgedOn = formatLongDay(new Date(trashedAt + TRASH_DAYS * DAY_MS).toISOString());
  return `In the trash: only you can see this page. It is deleted for good on ${purgedOn}.`;
}

function RestoreButton({ kind, id }: { kind: ItemKind; id: string }) {
  const restore = useRestoreItem(kind);
  return (
    <div className="item-state-banner__actions">
      <button type="button" className="button button--small" disabled={restore.isPending} onClick={() => restore.mutate(id)}>
        {restore.isPending ? "Restoring..." : "Restore"}
      </button>
      {restore.isError ? <span role="alert">Could not restore it. Please try again.</span> : null}
    </div>
  );
}

/** The secret link to a draft or a scheduled item, to send to someone without an account. */
function PreviewLink({ kind, item }: { kind: ItemKind; item: StatedItem }) {
  const { open, revoke } = usePreviewLink(kind, item._id);
  const [copied, setCopied] = useState(false);
  const origin = useOrigin();
  if (!item.previewToken) {
    return (
      <div className="item-state-banner__actions">
        <button type="button" className="button button--small" disabled={open.isPending} onClick={() => open.mutate()}>
          {open.isPending ? "Making the link..." : "Share a preview link"}
        </button>
        {open.isError ? <span role="alert">Could not make the link. Please try again.</span> : null}
      </div>
    );
  }
  const link = `${origin}${ITEM_KINDS[kind].pagePath}/${item._id}?${new URLSearchParams({ [PREVIEW_PARAM]: item.previewToken }).toString()}`;
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    setCopied(true);
  };
  return (
    <div className="item-state-banner__actions">
      <label className="visually-hidden" htmlFor="preview-link">
        Preview link
      </label>
      <input id="preview-link" className="item-state-banner__link" readOnly value={link} onFocus={(event) => event.target.select()} />
      <button type="button" className="button button--small" onClick={() => void copy()}>
        {copied ? "Copied" : "Copy link"}
      </button>
      <button type="button" className="button button--small button--danger" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
        Revoke link
      </button>
    </div>
  );
}
