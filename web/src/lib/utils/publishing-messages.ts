import type { ItemState } from "@contract/item-status";
import { formatScheduleTime } from "./format-date";

/** What a save or a restore left the item as: the server's answer, not what the owner asked for. */
export interface SavedState {
  status: ItemState;
  publishedAt: string;
}

/**
 * The confirmation after the owner saved an item (issue 31): it says what really happened, read from the saved
 * item the server answered, so a draft is never announced as published. `before` is the state it was saved from
 * (undefined for a new item).
 */
export function savedMessage(before: ItemState | undefined, saved: SavedState): string {
  if (saved.status === "draft") {
    if (before === "published") return "Unpublished: it is a draft now";
    if (before === "scheduled") return "Unscheduled: it is a draft now";
    return "Draft saved";
  }
  if (saved.status === "scheduled") return `Scheduled for ${formatScheduleTime(saved.publishedAt) ?? saved.publishedAt}`;
  if (saved.status === "published") return before === "published" ? "Changes saved" : "Published";
  return "In the trash";
}

/** The confirmation after an item came back out of the trash, in the state it came back to. */
export function restoredMessage(label: string, restored: SavedState): string {
  if (restored.status === "published") return `The ${label} is back, public again.`;
  if (restored.status === "scheduled") return `The ${label} is back, scheduled for ${formatScheduleTime(restored.publishedAt) ?? restored.publishedAt}.`;
  if (restored.status === "draft") return `The ${label} is back, as a draft.`;
  return `The ${label} is still in the trash.`;
}
